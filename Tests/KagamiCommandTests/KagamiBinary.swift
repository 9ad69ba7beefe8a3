import Foundation
import KagamiBrowser
import KagamiTestSupport

/// Runs the built `kagami` executable, found next to the test bundle as swift-argument-parser's
/// own tests find theirs.
enum KagamiBinary {
  /// What one run printed and its exit status.
  struct Run {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// The folder `swift build` puts products in.
  static var productsDirectory: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return Bundle.main.bundleURL
  }

  /// The `kagami` executable.
  static var url: URL { productsDirectory.appendingPathComponent("kagami") }

  /// Runs `kagami arguments…` and waits for it, in an environment inherited from `parent` without
  /// the runner's settings (`ChildEnvironment`).
  static func run(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
    parent: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> Run {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    process.environment = ChildEnvironment.hermetic(inheriting: parent, adding: environment)
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Both pipes drain at once: a child filling one pipe's buffer while we block on the other would
    // never exit.
    let errorReader = PipeReader(error.fileHandleForReading)
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errorReader.wait()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self))
  }
}
