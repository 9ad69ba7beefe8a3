import Foundation
import KagamiRaster
import Testing

@Suite struct PixelHashTests {
  @Test func hashIsATreeOfSHA256OverOneMebibytePieces() throws {
    // Reference values from Python's hashlib (Scripts/pixel-hash-reference.py computes them).
    let small = try Bitmap(width: 2, height: 1, pixels: [1, 2, 3, 4, 5, 6, 7, 8])
    #expect(small.pixelHash.hex == "03fcc887825c67ec9dc687342c65e4b2caecd3a5b593bd0746d504ddacec4ebf")
    // 600 × 500 × 4 bytes: two whole pieces and a partial third, hashed in parallel.
    let large = try Bitmap(width: 600, height: 500, pixels: (0..<(600 * 500 * 4)).map { UInt8($0 * 7 % 256) })
    #expect(large.pixelHash.hex == "d9f95530de814d7be84344bf78736482e6e6942a379665465b190c5450e3a27a")
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
  }
}
