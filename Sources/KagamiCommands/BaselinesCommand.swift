import ArgumentParser
import Foundation
import KagamiRunner

/// `kagami baselines`: maintenance of the committed baselines.
public struct BaselinesCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "baselines", abstract: "Maintain the baselines under Snapshots/.",
    subcommands: [BaselinesRefreshCommand.self, BaselinesVerifyCommand.self, BaselinesMigrateCommand.self])

  public init() {}
}

/// `kagami baselines refresh`: runs the tests and rewrites the hash and fingerprint of every image
/// baseline whose pixels still match exactly (in its suite's index when it has one, else in the
/// PNG's chunks), without touching its pixels.
public struct BaselinesRefreshCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "refresh",
    abstract: "Bring the fingerprints of passing image baselines up to date, without touching their pixels.",
    discussion: """
      Runs the selected test targets (all by default) like `kagami test --record never`. Each image check \
      whose rendered pixels match its baseline exactly brings its pixel hash and fingerprint up to date (the \
      fonts the snapshot drew with, library versions): in the suite's baseline index (kagami-index.txt) when \
      it has one, which leaves the PNGs untouched, else in the PNG's chunks, its image data copied byte for byte. Failing checks change nothing. Exit status: 0 when every test passed, 1 when \
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

/// `kagami baselines verify`: every disagreement between the suites' indexes and their PNGs.
public struct BaselinesVerifyCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Check every suite's baseline index (kagami-index.txt) against its PNGs.",
    discussion: """
      Reads each index under Snapshots/ and decodes every PNG it lists: an index that cannot be read (a \
      missing file, a hash that is not hex, a duplicated name, merge-conflict markers), a PNG the index does \
      not list, a pixel hash or size that differs, and a hash-only snapshot with a committed PNG are each \
      named on one line. A Git LFS pointer is checked through its object in the local LFS store when it \
      has been fetched; an unfetched one is named (its index line checked alone) without failing, a damaged \
      one is a disagreement. Exit status: 0 when they agree, 1 when something disagrees.
      """)

  @Option(name: .customLong("target"), help: "Verify only this test target's suites (repeatable).")
  public var targets: [String] = []

  @Option(help: "The package root (default: the current folder).")
  public var packagePath = "."

  public init() {}

  public func run() throws {
    let outcome = BaselineIndexMaintenance(
      packageRoot: URL(fileURLWithPath: packagePath, isDirectory: true).standardizedFileURL, targets: targets
    ).verify()
    outcome.emit()
    if outcome.status != 0 { throw ExitCode(outcome.status) }
  }
}

/// `kagami baselines migrate`: writes a baseline index for every suite holding PNGs.
public struct BaselinesMigrateCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "migrate",
    abstract: "Write a baseline index (kagami-index.txt) for every suite folder holding PNG baselines.",
    discussion: """
      Each PNG's pixel hash is computed from its pixels, its size read from its header and its fingerprint \
      from its chunk; the PNGs themselves are not changed. Hash-only lines of an existing index are kept. \
      Once a suite has an index, passing checks read it instead of each PNG's header, and record, accept, \
      prune and `baselines refresh` keep it up to date.
      """)

  @Option(name: .customLong("target"), help: "Migrate only this test target's suites (repeatable).")
  public var targets: [String] = []

  @Option(help: "The package root (default: the current folder).")
  public var packagePath = "."

  public init() {}

  public func run() throws {
    let outcome = BaselineIndexMaintenance(
      packageRoot: URL(fileURLWithPath: packagePath, isDirectory: true).standardizedFileURL, targets: targets
    ).migrate()
    outcome.emit()
    if outcome.status != 0 { throw ExitCode(outcome.status) }
  }
}
