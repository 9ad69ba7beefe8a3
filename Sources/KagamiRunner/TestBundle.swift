import Foundation

/// The package's built test bundle (`<Package>PackageTests.xctest`) and the tests it holds.
struct TestBundle {
  /// The bundle executable.
  let url: URL

  /// Builds the tests once (`swift build --build-tests`, in release with `-enable-testing` for
  /// `configuration` "release"), streaming the build log to stderr, and finds the bundle.
  static func build(packageRoot: URL, packageName: String, skipBuild: Bool, configuration: String = "debug") throws
    -> TestBundle
  {
    let options = configuration == "release" ? ["-c", "release", "-Xswiftc", "-enable-testing"] : []
    if !skipBuild {
      let command = (["swift", "build", "--build-tests"] + options).joined(separator: " ")
      FileHandle.standardError.write(Data("kagami test: building (\(command))\n".utf8))
      let status = try ChildProcess.run(
        "swift", ["build", "--build-tests"] + options, in: packageRoot, standardOutput: FileHandle.standardError)
      guard status == 0 else { throw TestRunError.buildFailed(status) }
    }
    let binPath = try ChildProcess.capture("swift", ["build", "--show-bin-path"] + options, in: packageRoot)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let url = URL(fileURLWithPath: binPath).appendingPathComponent("\(packageName)PackageTests.xctest")
    guard FileManager.default.isExecutableFile(atPath: url.path) else {
      throw TestRunError.noTestBundle(url.path)
    }
    return TestBundle(url: url)
  }

  /// Test identifiers (`Target.Suite/test()`), Swift Testing's and XCTest's, by test target.
  func listTests() throws -> (swiftTesting: [String: [String]], xctest: [String: [String]]) {
    func byTarget(_ text: String) -> [String: [String]] {
      var result: [String: [String]] = [:]
      for line in text.split(separator: "\n") where !line.hasPrefix("Listing ") {
        guard let dot = line.firstIndex(of: ".") else { continue }
        result[String(line[..<dot]), default: []].append(String(line))
      }
      return result
    }
    let folder = url.deletingLastPathComponent()
    let swiftTesting = try ChildProcess.capture(
      url.path, ["--testing-library", "swift-testing", "--list-tests"], in: folder, allowFailure: true)
    let xctest = try ChildProcess.capture(url.path, ["--list-tests"], in: folder, allowFailure: true)
    return (byTarget(swiftTesting), byTarget(xctest))
  }
}

/// Why `kagami test` could not run.
/// Why a test run could not start.
public enum TestRunError: Error, CustomStringConvertible {
  /// `swift build --build-tests` failed with this status.
  case buildFailed(Int32)
  /// No test bundle where SwiftPM puts it.
  case noTestBundle(String)
  /// A `--shard` value that is not `i/N`.
  case badShard(String)
  /// Test targets the package does not have.
  case unknownTargets([String])

  /// One line naming the problem.
  public var description: String {
    switch self {
    case .buildFailed(let status): return "swift build --build-tests failed (exit status \(status)); see the log above"
    case .noTestBundle(let path): return "no test bundle at \(path); does the package have test targets?"
    case .badShard(let text): return "--shard '\(text)' must look like i/N with 1 ≤ i ≤ N (for example 2/4)"
    case .unknownTargets(let names): return "unknown test target(s): \(names.joined(separator: ", "))"
    }
  }
}
