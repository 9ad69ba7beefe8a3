import Foundation

/// A throwaway package in a temporary folder for the benchmarks that record and check snapshots:
/// a `Package.swift`, one test target with one test file, and an artifacts folder. `remove()`
/// deletes it all.
struct BenchPackage {
  /// The package's folder.
  let root: URL
  /// The path of the test file snapshots are recorded for (`Tests/<target>/<file>.swift`).
  let testFile: String

  /// A new package holding the test target `target` with the file `<file>.swift`.
  init(target: String, file: String) throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("kagami-bench-\(UUID().uuidString)")
    let tests = root.appendingPathComponent("Tests/\(target)")
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
    testFile = tests.appendingPathComponent("\(file).swift").path
  }

  /// The environment that sends the checks' artifacts and result records into the package.
  var environment: [String: String] { ["KAGAMI_ARTIFACTS": root.appendingPathComponent("artifacts").path] }

  /// The package's baselines folder.
  var snapshots: URL { root.appendingPathComponent("Snapshots") }

  /// Deletes the package.
  func remove() { try? FileManager.default.removeItem(at: root) }
}
