import Foundation
import KagamiImage
import KagamiRaster
import Testing

/// `encodeSmallest`: the smallest candidate wins, the pixels survive, and a flat UI-like screen
/// picks the unfiltered preset while a noisy photo-like image keeps the filtered one.
@Suite struct PNGSmallestEncodeTests {
  /// A 1×-style screen: bars and cards of flat colour, a few thin lines.
  static func flatScreen() throws -> Bitmap {
    var canvas = try Canvas(width: 390, height: 844, scale: 1, background: RGBAColor(red: 242, green: 242, blue: 247))
    for row in 0..<8 {
      try canvas.fill(
        .roundedRectangle(Rect(x: 16, y: 60 + Double(row) * 96, width: 358, height: 84), CornerRadii(12)),
        color: RGBAColor(red: 255, green: 255, blue: 255))
      try canvas.fill(
        .rectangle(Rect(x: 28, y: 72 + Double(row) * 96, width: 60, height: 60)),
        color: RGBAColor(red: 255, green: UInt8(140 + row * 10), blue: 26))
    }
    return canvas.bitmap
  }

  @Test func theSmallestCandidateIsKeptAndDecodesToTheSamePixels() throws {
    for bitmap in [try Self.flatScreen(), try TestImages.checkerGradient(width: 300, height: 200)] {
      let sizes = try PNGEncodeOptions.baselineCandidates.map { try PNGCodec.encode(bitmap, options: $0).count }
      let smallest = try PNGCodec.encodeSmallest(bitmap)
      #expect(smallest.count == sizes.min())
      #expect(try PNGCodec.decode(smallest).pixels == bitmap.pixels)
      #expect(try PNGCodec.encodeSmallest(bitmap) == smallest)
    }
  }

  @Test func flatScreensAreSmallerUnfiltered() throws {
    let bitmap = try Self.flatScreen()
    let flat = try PNGCodec.encode(bitmap, options: .flat)
    let up = try PNGCodec.encode(bitmap, options: .baseline)
    #expect(flat.count < up.count, "flat \(flat.count) B, up \(up.count) B")
  }

  @Test func noCandidatesIsAnError() throws {
    #expect(throws: PNGError.self) { _ = try PNGCodec.encodeSmallest(try Self.flatScreen(), candidates: []) }
  }
}
