import Foundation

/// One finished run of a command: its exit status and what it printed.
struct ProcessRun {
  var status: Int32
  var output: String

  /// Runs `executable arguments…` in `directory`, standard output and error together, and waits.
  static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> ProcessRun {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessRun(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }

  /// The folder `swift build` puts products in (the generator binary sits next to the test bundle).
  static var productsDirectory: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return Bundle.main.bundleURL
  }

  /// A fresh, empty temporary folder.
  static func temporaryFolder(_ prefix: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
