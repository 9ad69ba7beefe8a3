import ArgumentParser
import Foundation
import KagamiAffected

/// `kagami-bench affected`: plans for a synthetic 200-target package in a temporary git repository,
/// after the package description is cached (the first plan fills the cache and is reported apart).
struct AffectedBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "affected", abstract: "Time kagami affected's plan on a synthetic 200-target package.")

  @Option(help: "Timed runs.")
  var runs = 9

  @Option(help: "Library targets (each gets a test target, so the package has twice as many).")
  var libraries = 100

  struct Report: Codable {
    var benchmark = "affected"
    var targets: Int
    var changedFiles: Int
    var testTargetsSelected: Int
    var firstPlanMilliseconds: Double
    var cachedPlan: Stopwatch.Summary
  }

  func run() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("kagami-bench-affected-\(getpid())")
    defer { try? FileManager.default.removeItem(at: root) }
    try SyntheticPackage.write(libraries: libraries, to: root)
    let analysis = AffectedAnalysis(packageRoot: root, environment: [:])
    let clock = ContinuousClock()
    var plan: AffectedPlan?
    let first = try clock.measure { plan = try analysis.plan(base: "main") }
    let cached = try Stopwatch(runs: runs, warmUp: 0).measure { plan = try analysis.plan(base: "main") }
    try printJSON(
      Report(
        targets: libraries * 2, changedFiles: plan?.changedFiles.count ?? 0,
        testTargetsSelected: plan?.testTargets.count ?? 0,
        firstPlanMilliseconds: Double(first.components.attoseconds) / 1e15 + Double(first.components.seconds) * 1e3,
        cachedPlan: cached))
  }
}

/// A package of `libraries` library targets in layers (each depends on two of the layer below) and
/// one test target per library, committed on `main`, with a `topic` branch changing a few files.
enum SyntheticPackage {
  static func write(libraries: Int, to root: URL) throws {
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    var targets: [String] = []
    for index in 0..<libraries {
      let dependencies = index < 10 ? [] : [index / 2 - 5, index - 10].map { "\"Lib\($0)\"" }
      targets.append("    .target(name: \"Lib\(index)\", dependencies: [\(dependencies.joined(separator: ", "))]),")
      targets.append("    .testTarget(name: \"Lib\(index)Tests\", dependencies: [\"Lib\(index)\"]),")
      try write(root, "Sources/Lib\(index)/Lib\(index).swift", "public let value\(index) = \(index)\n")
      try write(root, "Tests/Lib\(index)Tests/Lib\(index)Tests.swift", "import Lib\(index)\n")
    }
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "Synthetic",
        targets: [
      \(targets.joined(separator: "\n"))
        ]
      )

      """
    try write(root, "Package.swift", manifest)
    try write(root, ".gitignore", ".build\n")
    try git(root, "init", "-q", "-b", "main")
    try git(root, "-c", "user.email=b@example.com", "-c", "user.name=Bench", "add", "-A")
    try git(root, "-c", "user.email=b@example.com", "-c", "user.name=Bench", "commit", "-q", "-m", "synthetic")
    try git(root, "checkout", "-q", "-b", "topic")
    for index in [3, 40, libraries - 1] where index < libraries {
      try write(root, "Sources/Lib\(index)/Lib\(index).swift", "public let value\(index) = \(index + 1)\n")
    }
    try git(root, "-c", "user.email=b@example.com", "-c", "user.name=Bench", "commit", "-q", "-am", "change")
  }

  private static func write(_ root: URL, _ path: String, _ text: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  private static func git(_ root: URL, _ arguments: String...) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = root
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw ValidationError("git \(arguments) failed") }
  }
}
