import ArgumentParser
import Foundation
import KagamiDiff
import KagamiImage
import KagamiRaster
import KagamiResults
import KagamiTesting

/// `kagami-bench snapshot`: a passing image snapshot check of the 1170×2532 raster scene end to end
/// (render, hash, read the baseline's tEXt chunks, write the result record) against decode-and-compare
/// (render, read, decode the baseline, compare the pixels), in a temporary package. Both recycle their
/// bitmaps' memory as the harness does (`PixelBufferPool`), so neither pays fresh page faults. Also
/// a passing check of the rendered screen through its suite's baseline index (`kagami-index.txt`)
/// against the same check reading the PNG's chunks.
struct SnapshotBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "snapshot", abstract: "Passing snapshot check (fast path) vs decode-and-compare, 1170x2532.")

  @Option(help: "Timed runs per measurement.")
  var runs = 15

  @Flag(help: "Time only the accessibility audit's cost (`audit` of the report), e.g. under a profiler.")
  var auditOnly = false

  struct Report: Codable {
    var benchmark = "snapshot"
    var width = RasterScene.width
    var height = RasterScene.height
    var baselineBytes: Int
    var render: Stopwatch.Summary
    var hash: Stopwatch.Summary
    var readChunks: Stopwatch.Summary
    var decode: Stopwatch.Summary
    var passingCheck: Stopwatch.Summary
    var passingCheckOfRenderedScreen: Stopwatch.Summary
    var decodeAndCompare: Stopwatch.Summary
    var speedup: Double
    var passingCheckWithoutImageCache: Stopwatch.Summary
    var decodeAndCompareWithoutImageCache: Stopwatch.Summary
    var speedupWithoutImageCache: Double
    var decodesDuringPassingChecks: Int
    /// A failing check of the same screen (its baseline differs in a 200 × 200 pixel block): decode,
    /// diff, cause, the reference copied, the diff and actual PNGs written, the record.
    var failingCheck: Stopwatch.Summary
    /// `failingCheck` over `passingCheck` (the goal: at most 4 in a debug build).
    var failureCost: Double
    /// The accessibility audit's cost on a DSL screen (`auditTimings()`).
    var audit: AuditReport
    /// Parsing the suite's baseline index (one line) from its file.
    var readIndex: Stopwatch.Summary
    /// A passing check of the rendered screen whose suite has a baseline index: the PNG is not opened.
    var passingCheckThroughIndex: Stopwatch.Summary
    /// `passingCheckOfRenderedScreen` (the PNG's chunks read) over `passingCheckThroughIndex`.
    var indexSpeedup: Double
  }

  func run() throws {
    if auditOnly {
      try printJSON(try auditTimings())
      return
    }
    let scene = try RasterScene()
    let package = try BenchPackage(target: "BenchTests", file: "FeedTests")
    defer { package.remove() }
    let file = package.testFile
    let decodes = Counter()
    let settings = SnapshotSettings(
      environment: package.environment,
      decodeBaseline: { data in
        decodes.add()
        return try PNGCodec.decode(data)
      })
    let strategy = ScreenSnapshotting<RasterScene>.image { Screenshot(bitmap: try $0.paint()) }
    let check = {
      SnapshotSettings.$current.withValue(settings) {
        verifySnapshot(of: scene, as: strategy, named: "screen", record: .never, file: file, testName: "feed()")
      }
    }
    _ = SnapshotSettings.$current.withValue(settings) {
      verifySnapshot(of: scene, as: strategy, named: "screen", record: .all, file: file, testName: "feed()")
    }
    // Named checks: every call compares with the one baseline (unnamed ones would be numbered).
    let folder = package.snapshots.appendingPathComponent("BenchTests/FeedTests")
    guard
      let name = try FileManager.default.contentsOfDirectory(atPath: folder.path).first(where: { $0.hasSuffix(".png") })
    else { throw ValidationError("no baseline was recorded in \(folder.path)") }
    let baseline = folder.appendingPathComponent(name)
    let baselineData = try Data(contentsOf: baseline)
    if let failure = check() { throw ValidationError("the passing check failed: \(failure)") }

    let stopwatch = Stopwatch(runs: runs)
    var bitmap = try scene.paint()
    let render = try stopwatch.measure { bitmap = try scene.paint() }
    let hash = stopwatch.measure { _ = bitmap.pixelHash }
    let readChunks = try stopwatch.measure { _ = try PNGCodec.textChunks(in: Data(contentsOf: baseline)) }
    let decode = try stopwatch.measure { _ = try PNGCodec.decode(baselineData) }
    let rendered = Screenshot(bitmap: bitmap)
    let checkRendered = {
      SnapshotSettings.$current.withValue(settings) {
        verifySnapshot(of: rendered, as: .image, named: "screen", record: .never, file: file, testName: "feed()")
      }
    }
    let comparison = ImageDiff()
    let decodeAndCompare = {
      let actual = try scene.paint()
      let reference = try PNGCodec.decode(Data(contentsOf: baseline))
      let result = try comparison.compare(
        reference, actual, drawImage: false)
      guard result.passed else { throw ValidationError("decode-and-compare found differences") }
      // As the harness does after a check: both bitmaps' memory goes back for the next render.
      PixelBufferPool.shared.recycle(actual)
      PixelBufferPool.shared.recycle(reference)
    }
    let passingCheck = {
      if let failure = check() { throw ValidationError("the passing check failed: \(failure)") }
    }
    // The same baseline in a suite with an index (IndexedTests): written as `kagami baselines migrate` does.
    let indexedFile = package.root.appendingPathComponent("Tests/BenchTests/IndexedTests.swift").path
    let indexedFolder = package.snapshots.appendingPathComponent("BenchTests/IndexedTests")
    try FileManager.default.createDirectory(at: indexedFolder, withIntermediateDirectories: true)
    try baselineData.write(to: indexedFolder.appendingPathComponent(name))
    try BaselineIndex(entries: [
      BaselineIndexEntry(
        file: name, hash: bitmap.pixelHash.hex, width: bitmap.width, height: bitmap.height,
        fingerprint: BaselineChunks.read(try PNGCodec.textChunks(in: baselineData)).fingerprint)
    ]).write(folder: indexedFolder, staging: nil)
    let readIndex = try stopwatch.measure { _ = try BaselineIndex.read(folder: indexedFolder) }
    let checkThroughIndex = {
      let failure = SnapshotSettings.$current.withValue(settings) {
        verifySnapshot(of: rendered, as: .image, named: "screen", record: .never, file: indexedFile, testName: "feed()")
      }
      if let failure { throw ValidationError("the indexed check failed: \(failure)") }
    }
    // A second baseline that differs from the screen in one block: checking the screen against it fails.
    let altered = ScreenSnapshotting<RasterScene>.image { scene in
      var bitmap = try scene.paint()
      for y in 600..<800 {
        for x in 400..<600 {
          bitmap.pixels.replaceSubrange(
            (y * bitmap.width + x) * 4..<(y * bitmap.width + x) * 4 + 4, with: [9, 99, 199, 255])
        }
      }
      return Screenshot(bitmap: bitmap)
    }
    _ = SnapshotSettings.$current.withValue(settings) {
      verifySnapshot(of: scene, as: altered, named: "altered", record: .all, file: file, testName: "feed()")
    }
    let failingCheck = {
      let failure = SnapshotSettings.$current.withValue(settings) {
        verifySnapshot(of: scene, as: strategy, named: "altered", record: .never, file: file, testName: "feed()")
      }
      if failure == nil { throw ValidationError("the failing check passed") }
    }
    // Interleaved run by run so that the machine's load drifts over all of them alike. The last two
    // empty the resampled-image cache first: a screen whose photos were not drawn at that size before.
    let timings = try Stopwatch.interleaved(runs: runs) {
      [
        passingCheck,
        {
          if let failure = checkRendered() { throw ValidationError("the passing check failed: \(failure)") }
        },
        checkThroughIndex,
        decodeAndCompare,
        {
          ResampledImageCache.shared.removeAll()
          try passingCheck()
        },
        {
          ResampledImageCache.shared.removeAll()
          try decodeAndCompare()
        },
        failingCheck,
      ]
    }
    func ratio(_ slow: Stopwatch.Summary, _ fast: Stopwatch.Summary) -> Double {
      (slow.medianMilliseconds / fast.medianMilliseconds * 100).rounded() / 100
    }
    try printJSON(
      Report(
        baselineBytes: baselineData.count, render: render, hash: hash, readChunks: readChunks, decode: decode,
        passingCheck: timings[0], passingCheckOfRenderedScreen: timings[1], decodeAndCompare: timings[3],
        speedup: ratio(timings[3], timings[0]), passingCheckWithoutImageCache: timings[4],
        decodeAndCompareWithoutImageCache: timings[5], speedupWithoutImageCache: ratio(timings[5], timings[4]),
        decodesDuringPassingChecks: decodes.value, failingCheck: timings[6], failureCost: ratio(timings[6], timings[0]),
        audit: try auditTimings(), readIndex: readIndex, passingCheckThroughIndex: timings[2],
        indexSpeedup: ratio(timings[1], timings[2])))
  }

  /// A thread-safe counter.
  final class Counter: @unchecked Sendable {
    // Unchecked: `count` is only touched while holding `lock`.
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
  }
}
