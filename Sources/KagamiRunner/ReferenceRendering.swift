import Foundation
import KagamiResults

/// `kagami test`'s references for failed hash-only snapshots: checks the merge base of HEAD and the
/// base ref out in a temporary worktree, builds its tests there, runs only the tests that failed with
/// `KAGAMI_RENDER_REFERENCES`, and copies the references of the failed snapshots (only those, and
/// only when their pixels hash to the indexed hash) into the run's artifacts. The worktree is always
/// removed. The caller then runs the failed tests again, which compare with those references.
struct ReferenceRendering {
  /// The package tested.
  var packageRoot: URL
  /// Its name (the test bundle is `<name>PackageTests.xctest`).
  var packageName: String
  /// The run's artifacts folder.
  var artifacts: URL
  /// The base ref (the merge base of HEAD and it is checked out).
  var base: String
  /// The build configuration of the base's tests.
  var configuration = "debug"
  /// Worker processes for the base's tests.
  var jobs = 1

  /// What came of it: one line per snapshot (or one line for what stopped it), and the snapshots
  /// whose references are now in the artifacts.
  struct Result {
    var lines: [String] = []
    var copied: [MissingReference] = []
  }

  /// Renders the references of `missing` at the base, running `tests` (test identifiers by target)
  /// there.
  func render(_ missing: [MissingReference], tests: [String: [String]]) -> Result {
    var result = Result()
    let start = Date()
    let commit: String
    do {
      commit = try BaseWorktree.mergeBase(of: base, packageRoot: packageRoot)
    } catch {
      result.lines.append("cannot render the references of \(missing.count) hash-only snapshot(s): \(error)")
      return result
    }
    let short = String(commit.prefix(10))
    let baseName = "the merge base with \(base) (\(short))"
    log(
      "kagami test: rendering the references of \(missing.count) hash-only snapshot(s) at \(baseName): "
        + "checking it out in a temporary worktree, building its tests, running \(tests.values.joined().count) test(s)"
    )
    do {
      try BaseWorktree.using(commit: commit, packageRoot: packageRoot) { worktree in
        log("kagami test: worktree \(worktree.folder.path)")
        let bundle: TestBundle
        do {
          bundle = try TestBundle.build(
            packageRoot: worktree.packageRoot, packageName: packageName, skipBuild: false,
            configuration: configuration)
        } catch {
          throw CommandFailure("\(baseName) does not build (\(error)); no reference was rendered")
        }
        log(String(format: "kagami test: the base built in %.0f s; rendering", Date().timeIntervalSince(start)))
        let work = worktree.packageRoot.appendingPathComponent(".build/kagami/test-run")
        let rendered = worktree.packageRoot.appendingPathComponent(".build/kagami/references")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        // Only the failed snapshots are drawn there (a base whose Kagami predates KAGAMI_RENDER_ONLY
        // draws all its tests check, and the copy below still takes only these).
        let only = work.appendingPathComponent("render-only.txt")
        try Data(missing.map { $0.record.file + "\n" }.joined().utf8).write(to: only)
        let units = Self.units(for: tests)
        let worker = TestWorker(
          bundle: bundle, workFolder: work,
          environment: [
            "KAGAMI_ARTIFACTS": worktree.packageRoot.appendingPathComponent(".build/kagami/artifacts").path,
            "KAGAMI_RENDER_REFERENCES": rendered.path, "KAGAMI_RENDER_ONLY": only.path,
            "SNAPSHOT_TESTING_RECORD": "never",
          ], progress: TestProgress(total: units.reduce(0) { $0 + $1.testCount }))
        _ = WorkerPool.map(units, jobs: max(1, jobs)) { worker.run($0) }
        for reference in missing {
          let outcome = reference.copyReference(from: rendered, into: artifacts, baseRoot: worktree.packageRoot)
          if outcome == .copied { result.copied.append(reference) }
          result.lines.append(reference.describe(outcome, base: baseName))
        }
      }
    } catch {
      result.lines.append("cannot render the references of \(missing.count) hash-only snapshot(s): \(error)")
    }
    log(
      String(
        format: "kagami test: %d of %d reference(s) rendered at the base in %.0f s; worktree removed",
        result.copied.count, missing.count, Date().timeIntervalSince(start)))
    return result
  }

  /// Test units that run exactly `tests` (Swift Testing identifiers `Target.Suite/test()`, with or
  /// without their source location; XCTest's `Class.test` run by class).
  static func units(for tests: [String: [String]]) -> [TestUnit] {
    tests.keys.sorted().map { target in
      var swiftTesting: [String] = []
      var classes: [String] = []
      for id in tests[target] ?? [] {
        if id.hasPrefix(target + ".") {
          swiftTesting.append(withoutSourceLocation(id))
        } else if let name = id.split(separator: ".").first {
          let qualified = "\(target).\(name)"
          if !classes.contains(qualified) { classes.append(qualified) }
        }
      }
      let filter =
        swiftTesting.isEmpty
        ? nil : swiftTesting.map { "^" + NSRegularExpression.escapedPattern(for: $0) }.joined(separator: "|")
      return TestUnit(
        target: target, swiftTestingCount: swiftTesting.count, xctestClasses: classes, xctestCount: classes.count,
        swiftTestingFilter: filter)
    }
  }

  /// `Target.Suite/test()` of `Target.Suite/test()/File.swift:12:4`.
  static func withoutSourceLocation(_ id: String) -> String {
    guard let slash = id.lastIndex(of: "/") else { return id }
    let last = id[id.index(after: slash)...]
    let parts = last.split(separator: ":")
    guard parts.count == 3, parts[0].hasSuffix(".swift"), Int(parts[1]) != nil, Int(parts[2]) != nil else { return id }
    return String(id[..<slash])
  }

  /// The failing tests of `results` whose issues name one of `missing`'s baselines (a target's
  /// failing tests when none names one), by target.
  static func failingTests(_ results: [TestUnitResult], naming missing: [MissingReference]) -> [String: [String]] {
    var tests: [String: [String]] = [:]
    for target in Set(missing.map(\.record.testTarget)) {
      guard let result = results.first(where: { $0.target == target }) else { continue }
      let files = missing.filter { $0.record.testTarget == target }.map(\.record.file)
      let naming = result.failures.filter { failure in
        failure.issues.contains { issue in files.contains { issue.contains($0) } }
      }.map(\.id)
      tests[target] = naming.isEmpty ? result.failures.map(\.id) : naming
    }
    return tests.filter { !$0.value.isEmpty }
  }

  private func log(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
