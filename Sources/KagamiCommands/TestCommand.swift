import ArgumentParser
import Foundation
import KagamiRunner

/// `kagami test`: build once, run the selected test targets in parallel worker processes, merge.
public struct TestCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: "Build once and run test targets in parallel worker processes (all, or those a diff affects).",
    discussion: """
      Progress and failures go to stderr as they happen; the summary to stdout; one JUnit XML file for \
      the whole run. Exit status: 0 when everything passed or nothing had to run, 1 when a test failed, \
      2 on an error (bad option, build failure, unknown ref).
      """)

  @Flag(help: "Run only the test targets that the diff against --base affects.")
  public var changed = false

  @Flag(help: "Run every test target (the default).")
  public var all = false

  @Option(
    help: """
      The base ref for --changed and for rendering hash-only references (default: the CI's target \
      branch, else main).
      """)
  public var base: String?

  @Flag(help: "With --changed, also count uncommitted changes.")
  public var includeUncommitted = false

  @Option(name: .customLong("target"), help: "Run only this test target (repeatable).")
  public var targets: [String] = []

  @Option(help: "Worker processes (default: the number of CPUs).")
  public var jobs: Int?

  @Option(help: "Run shard i of N (for example 2/4), balanced by earlier timings or test counts.")
  public var shard: String?

  @Option(help: "Snapshot record mode passed to the tests: all, failed, missing or never.")
  public var record: String?

  @Flag(help: "Do not build; use the test bundle already built.")
  public var skipBuild = false

  @Option(
    help: """
      Build configuration: debug (what swift test builds) or release (optimized, with -enable-testing; \
      a separate, longer build, faster tests).
      """)
  public var configuration = "debug"

  @Flag(
    inversion: .prefixedNo,
    help: """
      Render the references of failed hash-only snapshots: check the merge base with --base out in a \
      temporary worktree, build it, render only those snapshots, then compare (default: on at an \
      interactive terminal outside CI, off on CI).
      """)
  public var renderReferences: Bool?

  @Option(help: "Where to write the JUnit XML report (default: .build/kagami/junit.xml).")
  public var junit: String?

  @Option(help: "The package root (default: the current folder).")
  public var packagePath = "."

  public init() {}

  public func validate() throws {
    if changed && all { throw ValidationError("--changed and --all cannot be used together") }
    if let jobs, jobs < 1 { throw ValidationError("--jobs \(jobs) must be at least 1") }
    if let shard, ShardSpec(shard) == nil { throw ValidationError(TestRunError.badShard(shard).description) }
    if !["debug", "release"].contains(configuration) {
      throw ValidationError("--configuration '\(configuration)' must be debug or release")
    }
    if let record, !["all", "failed", "missing", "never"].contains(record) {
      throw ValidationError("--record '\(record)' must be all, failed, missing or never")
    }
  }

  public func run() throws {
    var run = TestRun(
      packageRoot: URL(fileURLWithPath: packagePath, isDirectory: true).standardizedFileURL, changed: changed,
      base: base, includeUncommitted: includeUncommitted, targets: targets,
      jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, shard: shard.flatMap(ShardSpec.init), record: record,
      skipBuild: skipBuild, junitPath: junit, configuration: configuration)
    run.rendersReferences = renderReferences
    let outcome = run.execute()
    outcome.emit()
    if outcome.status != 0 { throw ExitCode(outcome.status) }
  }
}
