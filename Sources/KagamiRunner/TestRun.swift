// KagamiRunner: what the `kagami` command does, as a library: builds the test bundle once and runs
// test targets in parallel worker processes (Swift Testing event streams, XCTest by class), shards
// them, writes JUnit, timings, the run manifest and the report; reviews runs (report, accept, prune,
// migrate); diffs PNGs; plans affected targets.
// Design rules: no argument parsing here (KagamiCommands is thin over it); every child process goes
// through `CommandRunner.process`; every file written into the repository goes through `AtomicFile`;
// outcomes are values (`CommandOutcome`: output, errors, status) that commands print.
import Foundation
import KagamiAffected
import KagamiFileSystem
import KagamiResults

/// `kagami test`: select the test targets, build once, run them in parallel worker processes, merge.
public struct TestRun {
  /// The package to test.
  public var packageRoot: URL
  /// Only the targets a change since `base` affects.
  public var changed = false
  /// The base of a `changed` run (nil: the CI's target branch, else main).
  public var base: String?
  /// A `changed` run counts uncommitted changes too.
  public var includeUncommitted = false
  /// Only these test targets (empty: all, or the affected ones).
  public var targets: [String] = []
  /// Worker processes.
  public var jobs = ProcessInfo.processInfo.activeProcessorCount
  /// This machine's share of the targets.
  public var shard: ShardSpec?
  /// The record mode passed to the tests (`SNAPSHOT_TESTING_RECORD`).
  public var record: String?
  /// Use the existing build.
  public var skipBuild = false
  /// The build configuration: "debug" (the default, what `swift test` builds) or "release"
  /// (optimized, with `-enable-testing` so `@testable import` still works).
  public var configuration = "debug"
  /// Where the JUnit file goes (nil: .build/kagami/junit.xml).
  public var junitPath: String?
  /// `kagami baselines refresh`: image checks whose pixels match rewrite outdated hash and
  /// fingerprint chunks of their baselines (`KAGAMI_REFRESH_FINGERPRINTS`); nothing is recorded.
  public var refreshesFingerprints = false
  /// Render the references of failed hash-only snapshots at the merge base of HEAD and `base`
  /// (`--render-references`); nil: `rendersReferencesByDefault()` decides.
  public var rendersReferences: Bool?

  /// A run from its parts (see `kagami test --help` for each).
  public init(
    packageRoot: URL, changed: Bool = false, base: String? = nil, includeUncommitted: Bool = false,
    targets: [String] = [], jobs: Int = ProcessInfo.processInfo.activeProcessorCount, shard: ShardSpec? = nil,
    record: String? = nil, skipBuild: Bool = false, junitPath: String? = nil, configuration: String = "debug"
  ) {
    self.packageRoot = packageRoot
    self.changed = changed
    self.base = base
    self.includeUncommitted = includeUncommitted
    self.targets = targets
    self.jobs = jobs
    self.shard = shard
    self.record = record
    self.skipBuild = skipBuild
    self.junitPath = junitPath
    self.configuration = configuration
  }

  /// Builds once, runs the selected targets, writes JUnit, timings, the manifest and the report.
  /// Status 0 when everything passed (or nothing had to run), 1 when a test failed, 2 on an error.
  public func execute() -> CommandOutcome {
    do {
      return try run()
    } catch {
      return .failure("kagami test: \(error)")
    }
  }

  private func run() throws -> CommandOutcome {
    let description = try PackageDescriptionLoader(packageRoot: packageRoot).load()
    let graph = try PackageGraph(describeJSON: description.describe, dumpJSON: description.dump)
    let packageName =
      ((try? JSONSerialization.jsonObject(with: description.describe)) as? [String: Any])?["name"] as? String ?? ""
    var selected = graph.targets.filter { $0.kind == .test }.map(\.name)
    if !targets.isEmpty {
      let unknown = targets.filter { !selected.contains($0) }
      guard unknown.isEmpty else { throw TestRunError.unknownTargets(unknown) }
      selected = selected.filter { targets.contains($0) }
    }
    if changed {
      let plan = try AffectedAnalysis(packageRoot: packageRoot).plan(base: base, includeUncommitted: includeUncommitted)
      let affected = Set(plan.testTargetNames)
      selected = selected.filter { affected.contains($0) }
      log(
        "kagami test: \(plan.changedFiles.count) changed file(s) since \(plan.base): \(selected.count) test target(s)")
    }
    let bundle = try TestBundle.build(
      packageRoot: packageRoot, packageName: packageName, skipBuild: skipBuild, configuration: configuration)
    let listed = try bundle.listTests()
    let timings = TestTimings.load(packageRoot: packageRoot)
    if let shard {
      let weight: (String) -> Double = { name in
        timings[name] ?? Double((listed.swiftTesting[name]?.count ?? 0) + (listed.xctest[name]?.count ?? 0))
      }
      selected = ShardPlanner.shards(selected, count: shard.count, weight: weight)[shard.index - 1]
      log("kagami test: shard \(shard.index)/\(shard.count): \(selected.joined(separator: ", "))")
    }
    let units = selected.map { name in
      let xctest = listed.xctest[name] ?? []
      let classes = xctest.map { String($0.split(separator: "/").first ?? "") }
      return TestUnit(
        target: name, swiftTestingCount: listed.swiftTesting[name]?.count ?? 0,
        xctestClasses: classes.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }, xctestCount: xctest.count)
    }.filter { $0.testCount > 0 }
    guard !units.isEmpty else {
      return CommandOutcome(standardError: "kagami test: nothing to run\n", status: 0)
    }
    let total = units.reduce(0) { $0 + $1.testCount }
    log("kagami test: \(total) test(s) in \(units.count) target(s), \(max(1, jobs)) worker(s)")
    let work = packageRoot.appendingPathComponent(".build/kagami/test-run")
    try? FileManager.default.removeItem(at: work)
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    // Snapshot artifacts: this run's targets start from empty folders, so their records are this run's.
    let artifacts = ArtifactStore.defaultFolder(
      packageRoot: packageRoot, environment: ProcessInfo.processInfo.environment)
    for unit in units { try? FileManager.default.removeItem(at: artifacts.appendingPathComponent(unit.target)) }
    var environment = ["KAGAMI_ARTIFACTS": artifacts.path]
    if let record { environment["SNAPSHOT_TESTING_RECORD"] = record }
    if refreshesFingerprints {
      environment["SNAPSHOT_TESTING_RECORD"] = "never"
      environment["KAGAMI_REFRESH_FINGERPRINTS"] = "1"
    }
    let worker = TestWorker(
      bundle: bundle, workFolder: work, environment: environment, progress: TestProgress(total: total))
    let start = Date()
    // Longest first (by this machine's last timings, else test counts), so that a long target never
    // starts last and leaves the other workers idle; results are reported in target order.
    let known = TestTimings.loadForScheduling(packageRoot: packageRoot)
    let longestFirst = units.enumerated().sorted { first, second in
      let (a, b) = (known[first.element.target] ?? 0, known[second.element.target] ?? 0)
      if a != b { return a > b }
      if first.element.testCount != second.element.testCount {
        return first.element.testCount > second.element.testCount
      }
      return first.offset < second.offset
    }
    let finished = WorkerPool.map(longestFirst.map(\.element), jobs: max(1, jobs)) { worker.run($0) }
    let results = zip(longestFirst.map(\.offset), finished).sorted { $0.0 < $1.0 }.map(\.1)
    let elapsed = Date().timeIntervalSince(start)
    // Failed hash-only snapshots get their references from the base (or the command that would).
    let references =
      refreshesFingerprints
      ? []
      : renderMissingReferences(
        results, artifacts: artifacts, packageName: packageName, bundle: bundle, environment: environment, work: work)
    let junit = junitPath ?? packageRoot.appendingPathComponent(".build/kagami/junit.xml").path
    let snapshots = (try? ArtifactStore(folder: artifacts).records()) ?? []
    try AtomicFile.write(
      Data(JUnitReport.document(results, snapshots: snapshots).utf8), to: URL(fileURLWithPath: junit))
    TestTimings.save(results, packageRoot: packageRoot)
    var outcome = summary(results, elapsed: elapsed, junit: junit)
    outcome.standardOutput += references.map { "hash-only: \($0)\n" }.joined()
    if refreshesFingerprints { outcome.standardOutput += Self.refreshSummary(snapshots) }
    try writeRunManifest(results, to: artifacts)
    if (try? ArtifactStore(folder: artifacts).records()) != nil {
      let report = SnapshotReview(packageRoot: packageRoot, artifactsPath: artifacts.path).report(
        htmlPath: nil, markdownPath: nil)
      outcome.standardOutput += report.status == 0 ? report.standardOutput : ""
      outcome.standardError += report.standardError
    }
    return outcome
  }

  private func summary(_ results: [TestUnitResult], elapsed: Double, junit: String) -> CommandOutcome {
    let passed = results.reduce(0) { $0 + $1.passed }
    let failed = results.reduce(0) { $0 + $1.failed }
    let broken = results.filter { $0.unexplainedStatus != nil }
    var lines: [String] = []
    for result in results {
      for failure in result.failures {
        lines.append("✘ \(failure.id)")
        for issue in failure.issues { lines.append("    \(issue)") }
      }
    }
    for result in broken {
      lines.append("✘ \(result.target) exited with status \(result.unexplainedStatus!) (log: \(result.logPath))")
    }
    let ok = failed == 0 && broken.isEmpty
    lines.append(
      String(
        format: "%@ %d passed, %d failed in %d target(s), %.1f s; JUnit report: %@", ok ? "✔" : "✘", passed, failed,
        results.count, elapsed, junit))
    return CommandOutcome(standardOutput: lines.joined(separator: "\n") + "\n", status: ok ? 0 : 1)
  }

  /// How many baselines a refresh run rewrote, and which image checks it could not judge.
  static func refreshSummary(_ records: [SnapshotResultRecord]) -> String {
    let images = records.filter { $0.format == "image" }
    let refreshed = images.filter { $0.fingerprintRefreshed == true }.count
    let failed = images.filter { $0.status != .passed }
    let current = images.count - refreshed - failed.count
    var text =
      "kagami baselines refresh: \(refreshed) baseline(s) got a current hash and fingerprint, \(current) were "
      + "already current, pixels untouched"
    if !failed.isEmpty {
      text += "; \(failed.count) image check(s) did not pass and were left as they are (fix or re-record them first)"
    }
    return text + "\n"
  }

  /// `run.json`: the targets this run ran, complete unless a worker crashed; the commit and base.
  private func writeRunManifest(_ results: [TestUnitResult], to artifacts: URL) throws {
    let commit = try? ChildProcess.capture("git", ["rev-parse", "HEAD"], in: packageRoot)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let manifest = RunManifest(
      commit: commit, base: changed ? (base ?? AffectedAnalysis(packageRoot: packageRoot).defaultBase) : nil,
      targets: results.map { .init(name: $0.target, complete: $0.unexplainedStatus == nil) })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
    try AtomicFile.write(try encoder.encode(manifest), to: artifacts.appendingPathComponent(RunManifest.fileName))
  }

  private func log(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
