import ArgumentParser
import Foundation
import KagamiRaster

/// `kagami-bench encode-matrix`: PNG size and time for every level × filter × strategy on the raster
/// scene, the evidence behind `PNGEncodeOptions.baseline` and `.fast`.
struct EncodeMatrixBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "encode-matrix", abstract: "Time and size of PNG encodes over levels, filters and strategies.")

  @Option(help: "Timed runs per setting.")
  var runs = 3

  @Option(help: "zlib levels to try, comma-separated.")
  var levels = "1,6,9"

  struct Row: Codable {
    var level: Int
    var filters: String
    var strategy: String
    var bytes: Int
    var time: Stopwatch.Summary
  }

  func run() throws {
    let bitmap = try RasterScene().paint()
    let filterSets: [(String, PNGEncodeOptions.Filters)] = [
      ("none", .none), ("sub", .sub), ("up", .up), ("paeth", .paeth), ("all", .all),
    ]
    let strategies: [PNGEncodeOptions.Strategy] = [.default, .filtered, .rle]
    var rows: [Row] = []
    for level in levels.split(separator: ",").compactMap({ Int($0) }) {
      for (name, filters) in filterSets {
        for strategy in strategies {
          let options = PNGEncodeOptions(compressionLevel: level, filters: filters, strategy: strategy, memoryLevel: 9)
          var data = Data()
          let time = try Stopwatch(runs: runs).measure { data = try PNGCodec.encode(bitmap, options: options) }
          rows.append(Row(level: level, filters: name, strategy: "\(strategy)", bytes: data.count, time: time))
        }
      }
    }
    try printJSON(rows)
  }
}
