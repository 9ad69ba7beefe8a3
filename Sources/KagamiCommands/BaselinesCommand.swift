import ArgumentParser
import Foundation
import KagamiRunner

/// `kagami baselines`: maintenance of the committed baselines.
public struct BaselinesCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "baselines", abstract: "Maintain the baselines under Snapshots/.",
    subcommands: [BaselinesRefreshCommand.self])

  public init() {}
}

/// `kagami baselines refresh`: runs the tests and rewrites the hash and fingerprint chunks of every
/// image baseline whose pixels still match exactly, without touching its pixels.
public struct BaselinesRefreshCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "refresh",
    abstract: "Bring the fingerprints of passing image baselines up to date, without touching their pixels.",
    discussion: """
      Runs the selected test targets (all by default) like `kagami test --record never`. Each image check \
      whose rendered pixels match its baseline exactly rewrites the baseline's pixel-hash and fingerprint \
      chunks when they are out of date (the fonts the snapshot drew with, library versions); the image data \
      is copied byte for byte. Failing checks change nothing. Exit status: 0 when every test passed, 1 when \
      one failed, 2 on an error.
      """)

  @Option(name: .customLong("target"), help: "Refresh only this test target's baselines (repeatable).")
  public var targets: [String] = []

  @Option(help: "Worker processes (default: the number of CPUs).")
  public var jobs: Int?

  @Flag(help: "Do not build; use the test bundle already built.")
  public var skipBuild = false

  @Option(help: "The package root (default: the current folder).")
  public var packagePath = "."

  public init() {}

  public func validate() throws {
    if let jobs, jobs < 1 { throw ValidationError("--jobs \(jobs) must be at least 1") }
  }

  public func run() throws {
    var run = TestRun(
      packageRoot: URL(fileURLWithPath: packagePath, isDirectory: true).standardizedFileURL, targets: targets,
      jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, skipBuild: skipBuild)
    run.refreshesFingerprints = true
    let outcome = run.execute()
    outcome.emit()
    if outcome.status != 0 { throw ExitCode(outcome.status) }
  }
}
