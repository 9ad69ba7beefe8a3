import Foundation

/// `KAGAMI_RENDER_ONLY`: a file listing baseline paths (relative to the package root, one a line).
/// When it is set, snapshot checks of any other baseline are skipped before rendering: `kagami test
/// --render-references` sets it beside `KAGAMI_RENDER_REFERENCES` at the merge base, so the base
/// renders only the snapshots that failed, not every one their tests check. Read once per file and
/// process; a file that cannot be read lists nothing (every check is skipped).
enum RenderOnlyList {
  /// The environment variable naming the file.
  static let variable = "KAGAMI_RENDER_ONLY"

  /// The baseline paths the environment restricts checks to, or nil when it does not.
  static func paths(in environment: [String: String]) -> Set<String>? {
    guard let path = environment[variable], !path.isEmpty else { return nil }
    return cache.value(for: path) {
      let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      return Set(text.split(separator: "\n").map { String($0) }.filter { !$0.isEmpty })
    }
  }

  private static let cache = LockedDictionary<String, Set<String>>()
}
