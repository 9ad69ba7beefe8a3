import Foundation
import KagamiImage
import Testing

@Suite struct PixelHashTests {
  @Test func hashIsATreeOfXXH3OverOneMebibytePieces() throws {
    // Reference values from PyPI's xxhash bindings (Scripts/pixel-hash-reference.py computes them).
    let small = try Bitmap(width: 2, height: 1, pixels: [1, 2, 3, 4, 5, 6, 7, 8])
    #expect(small.pixelHash.hex == "337eea534692b1930222ef33cf0033b4")
    // 600 × 500 × 4 bytes: two whole pieces and a partial third, hashed in parallel.
    let large = try Bitmap(
      width: 600, height: 500, pixels: (0..<(600 * 500 * 4)).map { (index: Int) -> UInt8 in UInt8(index * 7 % 256) })
    #expect(large.pixelHash.hex == "31192ac13e7141d0df19635422567932")
  }

  @Test func hashSeesSizeAndEveryPixel() throws {
    let pixels = [UInt8](repeating: 7, count: 16)
    let wide = try Bitmap(width: 4, height: 1, pixels: pixels)
    let tall = try Bitmap(width: 1, height: 4, pixels: pixels)
    #expect(wide.pixelHash != tall.pixelHash)
    var changed = wide
    changed.pixels[15] = 8
    #expect(changed.pixelHash != wide.pixelHash)
    #expect(PixelHash(hex: wide.pixelHash.hex) == wide.pixelHash)
    #expect(PixelHash(hex: "not hex") == nil)
    #expect(PixelHash(hex: String(repeating: "a", count: 64)) == nil)
    #expect(PixelHash.isLegacy(String(repeating: "a", count: 64)))
    #expect(!PixelHash.isLegacy(wide.pixelHash.hex))
  }
}
