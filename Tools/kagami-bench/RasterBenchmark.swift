import ArgumentParser
import Foundation
import KagamiImage
import KagamiRaster

/// `kagami-bench raster`: scene paint, pixel hash, PNG encode at several settings, decode.
struct RasterBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "raster", abstract: "Paint, hash, encode and decode the 1170x2532 raster scene.")

  @Option(help: "Timed runs per measurement.")
  var runs = 15

  struct Encoding: Codable {
    var name: String
    var level: Int
    var filters: String
    var strategy: String
    var memoryLevel: Int
    var rgb: Bool
    var bytes: Int
    var time: Stopwatch.Summary
  }

  struct Report: Codable {
    var benchmark = "raster"
    var width = RasterScene.width
    var height = RasterScene.height
    var shapes: String
    /// Repeated paints: the photos' resampled pixels come from `ResampledImageCache`.
    var paint: Stopwatch.Summary
    /// Paints with the cache emptied first: every photo resampled again.
    var paintWithoutImageCache: Stopwatch.Summary
    var hash: Stopwatch.Summary
    var decodeBaseline: Stopwatch.Summary
    var encodings: [Encoding]
    /// What recording a snapshot baseline costs: every candidate encoded, the smallest kept.
    var snapshotBaselineWrite: Stopwatch.Summary
    var snapshotBaselineBytes: Int
    var libpng: String
  }

  func run() throws {
    let scene = try RasterScene()
    let stopwatch = Stopwatch(runs: runs)
    var bitmap = try scene.paint()
    let paint = try stopwatch.measure { bitmap = try scene.paint() }
    let paintWithoutImageCache = try stopwatch.measure {
      ResampledImageCache.shared.removeAll()
      bitmap = try scene.paint()
    }
    var hash = bitmap.pixelHash
    let hashTime = stopwatch.measure { hash = bitmap.pixelHash }
    let settings: [(String, PNGEncodeOptions)] = [
      ("baseline (default for Snapshots/)", .baseline),
      ("flat (the other baseline candidate, for 1x UI screens)", .flat),
      ("fast (default for artifacts)", .fast),
      ("libpng default, level 9", .libpngDefault(level: 9)),
      ("libpng default, level 6", .libpngDefault(level: 6)),
      ("libpng default, level 1", .libpngDefault(level: 1)),
      ("level 9, no filter", PNGEncodeOptions(compressionLevel: 9, filters: .none, dropsOpaqueAlpha: false)),
      ("level 6, no filter", PNGEncodeOptions(compressionLevel: 6, filters: .none, dropsOpaqueAlpha: false)),
      ("level 1, no filter", PNGEncodeOptions(compressionLevel: 1, filters: .none, dropsOpaqueAlpha: false)),
    ]
    var encodings: [Encoding] = []
    var baselineData = Data()
    for (name, options) in settings {
      var data = Data()
      let time = try Stopwatch(runs: max(3, runs / 3)).measure { data = try PNGCodec.encode(bitmap, options: options) }
      if options == .baseline { baselineData = data }
      encodings.append(
        Encoding(
          name: name, level: options.compressionLevel, filters: Self.describe(options.filters),
          strategy: "\(options.strategy)", memoryLevel: options.memoryLevel,
          rgb: options.dropsOpaqueAlpha && bitmap.isOpaque, bytes: data.count, time: time))
    }
    var smallest = Data()
    let smallestTime = try Stopwatch(runs: max(3, runs / 3)).measure { smallest = try PNGCodec.encodeSmallest(bitmap) }
    let decode = try stopwatch.measure { _ = try PNGCodec.decode(baselineData) }
    _ = hash
    try printJSON(
      Report(
        shapes: "about 200 fills, strokes, borders, clips and 8 images", paint: paint,
        paintWithoutImageCache: paintWithoutImageCache, hash: hashTime,
        decodeBaseline: decode, encodings: encodings, snapshotBaselineWrite: smallestTime,
        snapshotBaselineBytes: smallest.count, libpng: PNGCodec.libpngVersion))
  }

  private static func describe(_ filters: PNGEncodeOptions.Filters) -> String {
    let names: [(PNGEncodeOptions.Filters, String)] = [
      (.none, "none"), (.sub, "sub"), (.up, "up"), (.average, "average"), (.paeth, "paeth"),
    ]
    return names.filter { filters.contains($0.0) }.map(\.1).joined(separator: "+")
  }
}
