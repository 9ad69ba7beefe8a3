import Foundation

/// Runs the built `RecipeApp` executable, or another product of the package such as `kagami`
/// (beside the test bundle); output goes through files, so a chatty child can never block on a full pipe.
enum RecipeAppBinary {
  struct Run {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// The built executable named `product`.
  static func path(of product: String = "RecipeApp") -> String {
    Bundle.main.bundleURL.appendingPathComponent(product).path
  }

  static func run(_ arguments: [String], product: String = "RecipeApp") throws -> Run {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recipeapp-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outURL = folder.appendingPathComponent("out")
    let errURL = folder.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path(of: product))
    process.arguments = arguments
    process.standardOutput = out
    process.standardError = err
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return Run(
      status: process.terminationStatus,
      standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }
}
