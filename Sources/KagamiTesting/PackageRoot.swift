import Foundation

/// Finds the package a test file belongs to and the test target that owns it.
enum PackageRoot {
  /// The nearest folder above `filePath` that holds `Package.swift`, or nil; looked up once per file
  /// and process (every snapshot check asks, and the walk up costs a file-system call per level).
  static func find(from filePath: String) -> URL? {
    roots.value(for: filePath) { lookUp(from: filePath) }
  }

  private static let roots = LockedDictionary<String, URL?>()

  private static func lookUp(from filePath: String) -> URL? {
    var url = URL(fileURLWithPath: filePath).standardizedFileURL.deletingLastPathComponent()
    while !url.path.isEmpty {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return nil }
      url = parent
    }
    return nil
  }

  /// The folder directly under `<root>/Tests/` that contains `filePath`; when the file is not under
  /// `Tests/`, the name of the folder holding it.
  static func testTarget(of filePath: String, root: URL) -> String {
    let file = URL(fileURLWithPath: filePath).standardizedFileURL.pathComponents
    let tests = root.standardizedFileURL.appendingPathComponent("Tests").pathComponents
    if file.count > tests.count + 1, Array(file.prefix(tests.count)) == tests {
      return file[tests.count]
    }
    return file.count >= 2 ? file[file.count - 2] : "Tests"
  }
}
