import Foundation

/// Relative paths between files, for links that work wherever the report folder is opened from.
enum RelativePath {
  /// The path from `folder` to `file`, both absolute, with `/` separators and percent-escaping for
  /// an HTML attribute.
  static func from(_ folder: URL, to file: URL) -> String {
    let base = folder.standardizedFileURL.pathComponents
    let target = file.standardizedFileURL.pathComponents
    var common = 0
    while common < min(base.count, target.count), base[common] == target[common] { common += 1 }
    let parts = Array(repeating: "..", count: base.count - common) + target[common...]
    let path = parts.joined(separator: "/")
    return path.addingPercentEncoding(
      withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "?#"))) ?? path
  }
}
