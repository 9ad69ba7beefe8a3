import Foundation
import KagamiText
import Testing

/// The decoration metrics of a bundled font read straight from its file's `head`, `post` and
/// `OS/2` tables (not through FreeType), for checking decoration rectangles independently.
struct FontTables {
  var unitsPerEm: Int
  /// `post.underlinePosition`: the top of the underline, up from the baseline.
  var underlinePosition: Int
  var underlineThickness: Int
  /// `OS/2.yStrikeoutPosition`: the top of the strikeout stroke, up from the baseline.
  var strikeoutPosition: Int
  var strikeoutSize: Int

  /// The tables of the bundled file for `family` at `weight`.
  init(fonts: FontSet, family: String, weight: Int) throws {
    let entry = try #require(fonts.manifest.fonts.first { $0.family == family && $0.weight == weight })
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: fonts.directory).appendingPathComponent(entry.file)))
    func u16(_ offset: Int) -> Int { Int(bytes[offset]) << 8 | Int(bytes[offset + 1]) }
    func i16(_ offset: Int) -> Int { Int(Int16(bitPattern: UInt16(u16(offset)))) }
    func u32(_ offset: Int) -> Int { u16(offset) << 16 | u16(offset + 2) }
    var tables: [String: Int] = [:]
    for index in 0..<u16(4) {
      let record = 12 + 16 * index
      tables[String(decoding: bytes[record..<record + 4], as: UTF8.self)] = u32(record + 8)
    }
    let head = try #require(tables["head"])
    let post = try #require(tables["post"])
    let os2 = try #require(tables["OS/2"])
    unitsPerEm = u16(head + 18)
    underlinePosition = i16(post + 8)
    underlineThickness = i16(post + 10)
    strikeoutSize = i16(os2 + 26)
    strikeoutPosition = i16(os2 + 28)
  }

  /// The expected (top below the baseline, thickness) in pixels of the underline and the
  /// strikethrough at `pixelsPerEm`, by the documented rule computed in floating point: thickness
  /// rounded to nearest (at least 1), the centre kept, the top edge rounded to nearest (halves
  /// down the screen, as everywhere).
  func strokes(pixelsPerEm: Double) -> (
    underline: (top: Int, thickness: Int), strikethrough: (top: Int, thickness: Int)
  ) {
    let unit = pixelsPerEm / Double(unitsPerEm)
    func stroke(topUp: Int, thickness: Int) -> (top: Int, thickness: Int) {
      func rounded(_ value: Double) -> Int { Int((value + 0.5).rounded(.down)) }
      let pixels = max(1, rounded(Double(thickness) * unit))
      let centre = -Double(topUp) * unit + Double(thickness) * unit / 2
      return (rounded(centre - Double(pixels) / 2), pixels)
    }
    return (
      stroke(topUp: underlinePosition, thickness: underlineThickness),
      stroke(topUp: strikeoutPosition, thickness: strikeoutSize)
    )
  }
}
