import ArgumentParser
import Foundation
import KagamiImage
import KagamiLayout
import KagamiRenderer
import KagamiSampleScreens
import KagamiTesting
import KagamiText

/// `kagami-bench check`: what an adopting package's test pays per snapshot, through the public API
/// (`verifySnapshot(of:as: .image)`, as `assertSnapshot` calls it) on a full
/// iPhone 15 screen at 3×, in whichever build this binary is (`Benchmarks/debug-parity.sh` runs both
/// builds and prints the ratio). Measures a passing check, a recording, and the steps inside them.
struct CheckBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Passing check and recording of an iPhone 15 3x DSL screen through verifySnapshot, in this build.")

  @Option(help: "Timed runs per measurement.")
  var runs = 15

  @Option(help: "Cards on the screen (8 fill an iPhone 15 screen and run past its bottom).")
  var cards = 8

  @Option(help: "Only run the passing check this many times, print nothing (for `perf record`).")
  var profileChecks: Int?

  @Option(help: "Only record this many times, print nothing (for `perf record`).")
  var profileRecords: Int?

  @Option(help: "Also write the screen's PNG here (to look at it, or for `encode-choice`).")
  var save: String?

  struct Report: Codable {
    var benchmark = "check"
    var build: String
    var device = "iPhone 15 393x852 @3x"
    var cards: Int
    var baselineBytes: Int
    var layout: Stopwatch.Summary
    var render: Stopwatch.Summary
    var hash: Stopwatch.Summary
    var encode: Stopwatch.Summary
    var passingCheck: Stopwatch.Summary
    var recording: Stopwatch.Summary
  }

  static var build: String {
    #if DEBUG
      "debug"
    #else
      "release"
    #endif
  }

  func run() throws {
    let package = try BenchPackage(target: "CardTests", file: "CardTests")
    defer { package.remove() }
    let file = package.testFile
    let settings = SnapshotSettings(environment: package.environment)
    let screen = CardGridSampleScreen(count: cards)
    let strategy = ScreenSnapshotting<CardGridSampleScreen>.image()
    func verify(_ record: SnapshotTestingConfiguration.Record, test: String) throws {
      let failure = SnapshotSettings.$current.withValue(settings) {
        verifySnapshot(of: screen, as: strategy, named: test, record: record, file: file, testName: "cards()")
      }
      if let failure, record == .never { throw ValidationError("the passing check failed: \(failure)") }
    }
    try verify(.all, test: "cards")
    try verify(.never, test: "cards")
    if let profileChecks {
      for _ in 0..<profileChecks { try verify(.never, test: "cards") }
      return
    }
    var recordings = 0
    func recordNew() throws {
      recordings += 1
      try verify(.missing, test: "new\(recordings)")
    }
    if let profileRecords {
      for _ in 0..<profileRecords { try recordNew() }
      return
    }
    let snapshots = package.snapshots
    let baselineBytes =
      try FileManager.default.subpathsOfDirectory(atPath: snapshots.path)
      .filter { $0.hasSuffix(".png") }
      .map { try Data(contentsOf: snapshots.appendingPathComponent($0)).count }.max() ?? 0

    let traits = Traits(device: .iPhone15)
    let fonts = try FontSet.bundled()
    let renderer = ScreenRenderer(fonts: fonts)
    let context = LayoutContext(fonts: fonts)
    let stopwatch = Stopwatch(runs: runs, warmUp: 2)
    let layout = try stopwatch.measure {
      _ = try ViewLayout.layout(screen, traits: traits, context: context)
    }
    var shot = try renderer.render(screen, traits: traits)
    if let save { try PNGCodec.encodeSmallest(shot.bitmap).write(to: URL(fileURLWithPath: save)) }
    let render = try stopwatch.measure { shot = try renderer.render(screen, traits: traits) }
    let hash = stopwatch.measure { _ = shot.bitmap.pixelHash }
    let encode = try stopwatch.measure { _ = try PNGCodec.encode(shot.bitmap) }
    let timings = try Stopwatch.interleaved(runs: runs) {
      [{ try verify(.never, test: "cards") }, recordNew]
    }
    try printJSON(
      Report(
        build: Self.build, cards: cards, baselineBytes: baselineBytes, layout: layout, render: render, hash: hash,
        encode: encode, passingCheck: timings[0], recording: timings[1]))
  }
}
