import ArgumentParser
import Foundation
import KagamiImage

/// `kagami-bench scene --out FILE`: paints the raster scene and writes it as a baseline-style PNG.
struct SceneCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scene", abstract: "Render the raster benchmark scene to a PNG and print its pixel hash.")

  @Option(help: "Where to write the PNG.")
  var out: String

  func run() throws {
    let bitmap = try RasterScene().paint()
    let data = try PNGCodec.encode(bitmap, options: .baseline)
    let url = URL(fileURLWithPath: out)
    try data.write(to: url, options: .atomic)
    print("wrote \(url.path) (\(bitmap.width)x\(bitmap.height), \(data.count) bytes, pixels \(bitmap.pixelHash))")
  }
}
