import ArgumentParser
import Foundation
import KagamiImage

/// `kagami-bench encode-matrix`: PNG size and time for every level × filter × strategy on the raster
/// scene, the evidence behind `PNGEncodeOptions.baseline` and `.fast`.
struct EncodeMatrixBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "encode-matrix", abstract: "Time and size of PNG encodes over levels, filters and strategies.")

  @Option(help: "Timed runs per setting.")
  var runs = 3

  @Option(help: "zlib levels to try, comma-separated.")
  var levels = "1,6,9"

  @Option(help: "zlib memLevels to try, comma-separated.")
  var memoryLevels = "8,9"

  @Option(help: "Filter sets to try, comma-separated (none, sub, up, paeth, all).")
  var filters = "none,sub,up,paeth,all"

  @Option(help: "Strategies to try, comma-separated (default, filtered, rle).")
  var strategies = "default,filtered,rle"

  @Flag(help: "Keep the alpha channel of opaque images (as plain libpng use does).")
  var keepAlpha = false

  struct Row: Codable {
    var level: Int
    var filters: String
    var strategy: String
    var memoryLevel: Int
    var rgb: Bool
    var bytes: Int
    var time: Stopwatch.Summary
    var decode: Stopwatch.Summary
  }

  func run() throws {
    let bitmap = try RasterScene().paint()
    let filterSets: [String: PNGEncodeOptions.Filters] = [
      "none": .none, "sub": .sub, "up": .up, "paeth": .paeth, "all": .all,
    ]
    let strategySets: [String: PNGEncodeOptions.Strategy] = ["default": .default, "filtered": .filtered, "rle": .rle]
    var rows: [Row] = []
    for level in levels.split(separator: ",").compactMap({ Int($0) }) {
      for memoryLevel in memoryLevels.split(separator: ",").compactMap({ Int($0) }) {
        for name in filters.split(separator: ",").map(String.init) {
          guard let filterSet = filterSets[name] else { throw ValidationError("unknown filter set \(name)") }
          for strategyName in strategies.split(separator: ",").map(String.init) {
            guard let strategy = strategySets[strategyName] else {
              throw ValidationError("unknown strategy \(strategyName)")
            }
            let options = PNGEncodeOptions(
              compressionLevel: level, filters: filterSet, strategy: strategy, memoryLevel: memoryLevel,
              dropsOpaqueAlpha: !keepAlpha)
            var data = Data()
            let time = try Stopwatch(runs: runs).measure { data = try PNGCodec.encode(bitmap, options: options) }
            let decode = try Stopwatch(runs: runs).measure { _ = try PNGCodec.decode(data) }
            rows.append(
              Row(
                level: level, filters: name, strategy: strategyName, memoryLevel: memoryLevel,
                rgb: !keepAlpha && bitmap.isOpaque, bytes: data.count, time: time, decode: decode))
          }
        }
      }
    }
    try printJSON(rows)
  }
}
