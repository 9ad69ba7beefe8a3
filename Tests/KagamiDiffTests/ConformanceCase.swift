import Foundation
import KagamiDiff
import KagamiImage

/// The pixelmatch 7.2 conformance suite (Fixtures/pixelmatch/cases.json, ISC licence beside it).
struct ConformanceSuite: Decodable {
  /// One image-pair case: compare `a` with `b`, expect `mismatched` and the diff image `diff`.
  struct ImageCase: Decodable, CustomStringConvertible {
    var a: String
    var b: String
    var diff: String
    var options: CaseOptions
    var mismatched: Int
    var description: String { "\(a) vs \(b) → \(diff)" }
  }

  /// One synthetic-pixel case (the names are the conformance file's JSON keys).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  struct PixelCase: Decodable {
    var a_rgba: [UInt8]
    var b_rgba: [UInt8]
    var width: Int
    var height: Int
    var options: CaseOptions
    var mismatched: Int
  }

  /// The options a case sets; the rest are pixelmatch's defaults.
  struct CaseOptions: Decodable {
    var threshold: Double?
    var includeAA: Bool?
    var alpha: Double?
    var aaColor: [UInt8]?
    var diffColor: [UInt8]?
    var diffColorAlt: [UInt8]?
    var diffMask: Bool?
    var checkerboard: Bool?

    var diffOptions: DiffOptions {
      var options = DiffOptions()
      if let threshold { options.threshold = threshold }
      if let includeAA { options.includeAA = includeAA }
      if let alpha { options.alpha = alpha }
      if let aaColor { options.aaColor = Self.color(aaColor) }
      if let diffColor { options.diffColor = Self.color(diffColor) }
      if let diffColorAlt { options.diffColorAlt = Self.color(diffColorAlt) }
      if let diffMask { options.diffMask = diffMask }
      if let checkerboard { options.checkerboard = checkerboard }
      return options
    }

    static func color(_ channels: [UInt8]) -> RGBAColor {
      RGBAColor(red: channels[0], green: channels[1], blue: channels[2])
    }
  }

  struct Defaults: Decodable {
    var threshold: Double
    var includeAA: Bool
    var alpha: Double
    var aaColor: [UInt8]
    var diffColor: [UInt8]
    var diffColorAlt: [UInt8]?
    var diffMask: Bool
    var checkerboard: Bool
  }

  var defaults: Defaults
  var cases: [ImageCase]
  // swift-format-ignore: AlwaysUseLowerCamelCase
  var pixel_cases: [PixelCase]

  /// The folder holding cases.json, LICENSE and fixtures/.
  static var folder: URL {
    Bundle.module.resourceURL!.appendingPathComponent("Fixtures/pixelmatch")
  }

  /// Loads cases.json.
  static func load() throws -> ConformanceSuite {
    try JSONDecoder().decode(
      ConformanceSuite.self, from: Data(contentsOf: folder.appendingPathComponent("cases.json")))
  }

  /// Decodes fixtures/<name>.png to a `Bitmap`.
  static func image(_ name: String) throws -> Bitmap {
    let bitmap = try PNGCodec.decode(
      Data(contentsOf: folder.appendingPathComponent("fixtures/\(name).png")))
    return try Bitmap(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels)
  }
}
