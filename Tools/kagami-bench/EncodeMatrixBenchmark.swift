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

  @Option(help: "Compressors to try, comma-separated (zlib, libdeflate); libdeflate takes one filter and no strategy.")
  var deflaters = "zlib"

  @Option(help: "Encode this PNG's pixels instead of the raster scene.")
  var image: String?

  struct Row: Codable {
    var deflater: String
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
    let bitmap =
      try image.map { try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: $0))) } ?? RasterScene().paint()
    let deflaterSets: [String: PNGEncodeOptions.Deflater] = ["zlib": .zlib, "libdeflate": .libdeflate]
    let filterSets: [String: PNGEncodeOptions.Filters] = [
      "none": .none, "sub": .sub, "up": .up, "paeth": .paeth, "all": .all,
    ]
    let strategySets: [String: PNGEncodeOptions.Strategy] = ["default": .default, "filtered": .filtered, "rle": .rle]
    var rows: [Row] = []
    for deflaterName in deflaters.split(separator: ",").map(String.init) {
      guard let deflater = deflaterSets[deflaterName] else {
        throw ValidationError("unknown compressor \(deflaterName)")
      }
      // libdeflate has no strategies or memLevels: one pass with the defaults.
      let memoryLevelList = deflater == .zlib ? memoryLevels.split(separator: ",").compactMap({ Int($0) }) : [8]
      let strategyList = deflater == .zlib ? strategies.split(separator: ",").map(String.init) : ["default"]
      let levelList = levels.split(separator: ",").compactMap({ Int($0) }).filter {
        deflater == .zlib ? (0...9).contains($0) : (1...12).contains($0)
      }
      for level in levelList {
        for memoryLevel in memoryLevelList {
          for name in filters.split(separator: ",").map(String.init) {
            guard let filterSet = filterSets[name] else { throw ValidationError("unknown filter set \(name)") }
            if deflater == .libdeflate && ![.none, .sub, .up].contains(filterSet) { continue }
            for strategyName in strategyList {
              guard let strategy = strategySets[strategyName] else {
                throw ValidationError("unknown strategy \(strategyName)")
              }
              let options = PNGEncodeOptions(
                compressionLevel: level, filters: filterSet, strategy: strategy, memoryLevel: memoryLevel,
                dropsOpaqueAlpha: !keepAlpha, deflater: deflater)
              var data = Data()
              let time = try Stopwatch(runs: runs).measure { data = try PNGCodec.encode(bitmap, options: options) }
              let decode = try Stopwatch(runs: runs).measure { _ = try PNGCodec.decode(data) }
              rows.append(
                Row(
                  deflater: deflaterName, level: level, filters: name, strategy: strategyName, memoryLevel: memoryLevel,
                  rgb: !keepAlpha && bitmap.isOpaque, bytes: data.count, time: time, decode: decode))
            }
          }
        }
      }
    }
    try printJSON(rows)
  }
}
