import Foundation

/// Relative paths between files, for links that work wherever the report folder is opened from.
enum RelativePath {
  /// The path from `folder` to `file`, both absolute, with `/` separators and percent-escaping for
  /// an HTML attribute.
  static func from(_ folder: URL, to file: URL) -> String {
    from(components(of: folder), to: file)
  }

  /// The path from the folder whose `components(of:)` are `base` to `file` (for many links from one
  /// folder).
  static func from(_ base: [String], to file: URL) -> String {
    let target = components(of: file)
    var common = 0
    while common < min(base.count, target.count), base[common] == target[common] { common += 1 }
    let parts = Array(repeating: "..", count: base.count - common) + target[common...]
    return URLPathEncoding.encode(parts.joined(separator: "/"))
  }

  /// The standardized path components of `url` (`/` first): split as a string when no segment is
  /// `.` or `..`, else through Foundation's `standardizedFileURL` (which is slow on Linux).
  static func components(of url: URL) -> [String] {
    let path = url.path
    let segments = path.split(separator: "/").map(String.init)
    guard path.hasPrefix("/"), !segments.contains("."), !segments.contains("..") else {
      return url.standardizedFileURL.pathComponents
    }
    return ["/"] + segments
  }
}
