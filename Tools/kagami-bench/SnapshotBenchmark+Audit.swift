import ArgumentParser
import Foundation
import KagamiLayout
import KagamiRenderer
import KagamiSampleScreens
import KagamiTesting

extension SnapshotBenchmark {
  /// What the accessibility audit adds to a passing image check of a DSL screen with text (the
  /// raster scene has no tree to audit): an iPhone 15 screen of 8 cards at 3×, checked plain,
  /// audited (contrast read during the check's own paint), audited with each text span's coverage
  /// drawn once more (`ScreenRenderer.drawsTextCoverage`, the probe's former way) and audited
  /// painting the screen twice (the audit's first way), for comparison.
  struct AuditReport: Codable {
    var screen = "CardGridSampleScreen(count: 8), iPhone 15 393x852 @3x"
    var passingCheck: Stopwatch.Summary
    var auditedPassingCheck: Stopwatch.Summary
    var auditedPassingCheckPaintingTwice: Stopwatch.Summary
    /// The audited check with each text span's coverage drawn once more instead of read from the
    /// glyph images.
    var auditedPassingCheckDrawingCoverage: Stopwatch.Summary
    /// `auditedPassingCheck` over `passingCheck` minus 1: the audit's cost as a fraction of a
    /// passing check (the goal: at most 0.2 in a release build).
    var auditCost: Double
    /// The same for `auditedPassingCheckPaintingTwice`.
    var auditCostPaintingTwice: Double
    /// The same for `auditedPassingCheckDrawingCoverage`.
    var auditCostDrawingCoverage: Double
    /// The plain and the audited check again, interleaved, in the process's CPU time (waiting for a
    /// core on a shared machine not counted).
    var passingCheckProcessTime: Stopwatch.Summary
    /// The audited check in the process's CPU time.
    var auditedPassingCheckProcessTime: Stopwatch.Summary
    /// `auditedPassingCheckProcessTime` over `passingCheckProcessTime` minus 1.
    var auditCostProcessTime: Double
    /// The audited check drawing the coverage, in the process's CPU time.
    var auditedPassingCheckDrawingCoverageProcessTime: Stopwatch.Summary
    /// `auditedPassingCheckDrawingCoverageProcessTime` over `passingCheckProcessTime` minus 1.
    var auditCostDrawingCoverageProcessTime: Double
  }

  /// Times the four checks, interleaved run by run, in a package of their own.
  func auditTimings() throws -> AuditReport {
    let package = try BenchPackage(target: "AuditTests", file: "AuditTests")
    defer { package.remove() }
    let file = package.testFile
    let settings = SnapshotSettings(environment: package.environment)
    let screen = CardGridSampleScreen(count: 8)
    let plain = ScreenSnapshotting<CardGridSampleScreen>.image()
    let audited = ScreenSnapshotting<CardGridSampleScreen>.image(options: ImageSnapshotOptions.exact.auditing())
    let twice = ScreenSnapshotting<CardGridSampleScreen>.image(
      options: ImageSnapshotOptions.exact.auditing(), variant: audited.variant
    ) { screen in
      // The check's paint keeps no backdrops: the audit paints the screen once more.
      try ScreenRenderer.$capturesTextBackdrops.withValue(false) { try Screenshot(view: screen, traits: Traits()) }
    }
    func check(_ strategy: ScreenSnapshotting<CardGridSampleScreen>, _ record: SnapshotTestingConfiguration.Record)
      throws
    {
      let failure = SnapshotSettings.$current.withValue(settings) {
        verifySnapshot(of: screen, as: strategy, named: "cards", record: record, file: file, testName: "cards()")
      }
      if let failure, record == .never { throw ValidationError("the passing check failed: \(failure)") }
    }
    func checkDrawingCoverage() throws {
      try ScreenRenderer.$drawsTextCoverage.withValue(true) { try check(audited, .never) }
    }
    try check(audited, .all)
    let timings = try Stopwatch.interleaved(runs: runs) {
      [
        { try check(plain, .never) }, { try check(audited, .never) }, { try check(twice, .never) },
        { try checkDrawingCoverage() },
      ]
    }
    let processTimes = try Stopwatch.interleavedProcessTime(runs: runs) {
      [{ try check(plain, .never) }, { try check(audited, .never) }, { try checkDrawingCoverage() }]
    }
    func cost(_ slow: Stopwatch.Summary, _ fast: Stopwatch.Summary) -> Double {
      ((slow.medianMilliseconds / fast.medianMilliseconds - 1) * 1000).rounded() / 1000
    }
    return AuditReport(
      passingCheck: timings[0], auditedPassingCheck: timings[1], auditedPassingCheckPaintingTwice: timings[2],
      auditedPassingCheckDrawingCoverage: timings[3], auditCost: cost(timings[1], timings[0]),
      auditCostPaintingTwice: cost(timings[2], timings[0]), auditCostDrawingCoverage: cost(timings[3], timings[0]),
      passingCheckProcessTime: processTimes[0], auditedPassingCheckProcessTime: processTimes[1],
      auditCostProcessTime: cost(processTimes[1], processTimes[0]),
      auditedPassingCheckDrawingCoverageProcessTime: processTimes[2],
      auditCostDrawingCoverageProcessTime: cost(processTimes[2], processTimes[0]))
  }
}
