import ArgumentParser
import Foundation
import KagamiDiff
import KagamiImage

/// `kagami-bench diff`: pixelmatch comparison of two 1170x2532 images (the raster scene and a copy
/// with 0%, 1% or 30% of its pixels changed), counting only and drawing the diff image.
struct DiffBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Diff the 1170x2532 raster scene against copies with 0%, 1% and 30% changed.")

  @Option(help: "Timed runs per measurement.")
  var runs = 21

  @Option(
    help:
      "Also write the pairs as PNGs (expected.png, identical.png, changed-1.png, changed-30.png) here."
  )
  var writeImages: String?

  /// One pair's figures.
  struct Pair: Codable {
    var name: String
    var changedPixels: Int
    var mismatched: Int
    var targetMilliseconds: Double
    var count: Stopwatch.Summary
    var countCacheCold: Stopwatch.Summary
    var withBitmap: Stopwatch.Summary
  }

  struct Report: Codable {
    var benchmark = "diff"
    var width = RasterScene.width
    var height = RasterScene.height
    var options = "pixelmatch defaults (threshold 0.1, anti-aliasing detected and not counted)"
    var pairs: [Pair]
  }

  func run() throws {
    let expected = try RasterScene().paint()
    let base = expected
    let variants: [(name: String, file: String, image: Bitmap, changed: Int, target: Double)] = [
      // A copy in its own memory: comparing a buffer with itself would flatter the identical case.
      (
        "identical", "identical.png",
        try Bitmap(width: base.width, height: base.height, pixels: base.pixels.map { $0 }), 0, 2
      ),
      Self.variant(of: base, percent: 1, firstRow: 1200, target: 5),
      Self.variant(of: base, percent: 30, firstRow: 900, target: 30),
    ]
    if let writeImages {
      let folder = URL(fileURLWithPath: writeImages)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Self.write(base, to: folder.appendingPathComponent("expected.png"))
      for variant in variants {
        try Self.write(variant.image, to: folder.appendingPathComponent(variant.file))
      }
    }
    let stopwatch = Stopwatch(runs: runs, warmUp: 2)
    var pairs: [Pair] = []
    for variant in variants {
      var mismatched = 0
      let count = try stopwatch.measure { mismatched = try Pixelmatch.count(base, variant.image) }
      let cold = try Self.measureCold(runs: runs) {
        mismatched = try Pixelmatch.count(base, variant.image)
      }
      var drawn = 0
      let withImage = try stopwatch.measure {
        drawn = try Pixelmatch.diff(base, variant.image).mismatched
      }
      guard drawn == mismatched else {
        throw ValidationError(
          "\(variant.name): \(mismatched) mismatched when counting, \(drawn) when drawing")
      }
      pairs.append(
        Pair(
          name: variant.name, changedPixels: variant.changed, mismatched: mismatched,
          targetMilliseconds: variant.target, count: count, countCacheCold: cold,
          withBitmap: withImage))
    }
    try printJSON(Report(pairs: pairs))
  }

  /// A copy of `base` with whole rows from `firstRow` inverted (RGB), `percent`% of the height.
  static func variant(of base: Bitmap, percent: Int, firstRow: Int, target: Double)
    -> (name: String, file: String, image: Bitmap, changed: Int, target: Double)
  {
    var image = base
    let rows = (base.height * percent + 50) / 100
    for row in firstRow..<(firstRow + rows) {
      for index in stride(from: row * base.width * 4, to: (row + 1) * base.width * 4, by: 4) {
        image.pixels[index] = 255 - image.pixels[index]
        image.pixels[index + 1] = 255 - image.pixels[index + 1]
        image.pixels[index + 2] = 255 - image.pixels[index + 2]
      }
    }
    return ("\(percent)% changed", "changed-\(percent).png", image, rows * base.width, target)
  }

  static func write(_ image: Bitmap, to url: URL) throws {
    try PNGCodec.encode(image, options: .fast).write(to: url, options: .atomic)
  }
}

extension DiffBenchmark {
  /// Times `body` with the caches flushed first: a 512 MiB buffer is written and read between runs,
  /// well past any L3 (32 MiB here, up to 96 MiB per CCD on V-Cache parts), so the images come from
  /// memory rather than cache.
  static func measureCold(runs: Int, _ body: () throws -> Void) rethrows -> Stopwatch.Summary {
    var scratch = [UInt8](repeating: 0, count: 512 << 20)
    var samples: [Double] = []
    let clock = ContinuousClock()
    var sink = 0
    for run in 0..<max(1, runs) {
      // Write, then read back, every cache line of the scratch buffer; the sum keeps the work observable.
      scratch.withUnsafeMutableBytes { raw in
        raw.initializeMemory(as: UInt8.self, repeating: UInt8(truncatingIfNeeded: run))
        for offset in stride(from: 0, to: raw.count, by: 64) { sink &+= Int(raw[offset]) }
      }
      let elapsed = try clock.measure(body)
      samples.append(
        Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
    }
    return Stopwatch.Summary(milliseconds: samples)
  }
}
