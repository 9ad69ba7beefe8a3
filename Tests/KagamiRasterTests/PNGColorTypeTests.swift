import Foundation
import KagamiImage
import Testing

/// Every colour type, bit depth and interlacing that libpng reads decodes to the expected RGBA8.
@Suite struct PNGColorTypeTests {
  private func decode(_ builder: PNGBuilder) throws -> [[UInt8]] {
    let bitmap = try PNGCodec.decode(builder.build())
    #expect(bitmap.width == builder.width && bitmap.height == builder.height)
    return stride(from: 0, to: bitmap.pixels.count, by: 4).map { Array(bitmap.pixels[$0..<($0 + 4)]) }
  }

  @Test(arguments: [1, 2, 4, 8])
  func grayscale(depth: Int) throws {
    let maximum = (1 << depth) - 1
    let values = (0..<12).map { $0 * 7 % (maximum + 1) }
    let pixels = try decode(PNGBuilder(width: 4, height: 3, colorType: .gray, bitDepth: depth, samples: values))
    #expect(
      pixels
        == values.map { value in
          let gray = UInt8(value * 255 / maximum)
          return [gray, gray, gray, 255]
        })
  }

  @Test func sixteenBitGrayIsScaledToEightBits() throws {
    let bytes: [Int] = [0, 1, 127, 128, 200, 255]
    let pixels = try decode(
      PNGBuilder(width: 3, height: 2, colorType: .gray, bitDepth: 16, samples: bytes.map { $0 * 257 }))
    #expect(pixels == bytes.map { [UInt8($0), UInt8($0), UInt8($0), 255] })
  }

  @Test func grayWithAlpha() throws {
    let samples = [0, 255, 128, 0, 255, 64, 17, 200]
    let pixels = try decode(PNGBuilder(width: 2, height: 2, colorType: .grayAlpha, samples: samples))
    #expect(pixels == [[0, 0, 0, 255], [128, 128, 128, 0], [255, 255, 255, 64], [17, 17, 17, 200]])
  }

  @Test func rgbGetsOpaqueAlpha() throws {
    let samples = [255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30]
    let pixels = try decode(PNGBuilder(width: 2, height: 2, colorType: .rgb, samples: samples))
    #expect(pixels == [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [10, 20, 30, 255]])
  }

  @Test func sixteenBitRGBA() throws {
    let bytes = [1, 2, 3, 4, 250, 251, 252, 253]
    let pixels = try decode(
      PNGBuilder(width: 2, height: 1, colorType: .rgba, bitDepth: 16, samples: bytes.map { $0 * 257 }))
    #expect(pixels == [[1, 2, 3, 4], [250, 251, 252, 253]])
  }

  @Test(arguments: [2, 4, 8])
  func paletteWithTransparency(depth: Int) throws {
    let palette: [(UInt8, UInt8, UInt8)] = [(255, 0, 0), (0, 128, 0), (0, 0, 255), (9, 9, 9)]
    let indices = [0, 1, 2, 3, 3, 2, 1, 0, 1]
    let builder = PNGBuilder(
      width: 3, height: 3, colorType: .palette, bitDepth: depth, samples: indices, palette: palette,
      transparency: [0, 128])
    let alphas: [UInt8] = [0, 128, 255, 255]
    #expect(try decode(builder) == indices.map { [palette[$0].0, palette[$0].1, palette[$0].2, alphas[$0]] })
  }

  @Test func grayAndRGBColorKeysBecomeTransparent() throws {
    let gray = PNGBuilder(width: 3, height: 1, colorType: .gray, samples: [5, 6, 5], transparency: [0, 5])
    #expect(try decode(gray) == [[5, 5, 5, 0], [6, 6, 6, 255], [5, 5, 5, 0]])
    let rgb = PNGBuilder(
      width: 2, height: 1, colorType: .rgb, samples: [1, 2, 3, 1, 2, 4], transparency: [0, 1, 0, 2, 0, 3])
    #expect(try decode(rgb) == [[1, 2, 3, 0], [1, 2, 4, 255]])
  }

  @Test func adam7InterlacedImagesDecodeLikeProgressiveOnes() throws {
    // 13×11 leaves every Adam7 pass non-empty and some partial.
    let samples = (0..<(13 * 11 * 4)).map { ($0 * 37 + $0 / 4) % 256 }
    var builder = PNGBuilder(width: 13, height: 11, colorType: .rgba, samples: samples)
    let progressive = try decode(builder)
    builder.interlaced = true
    #expect(try decode(builder) == progressive)
    #expect(progressive.flatMap { $0 } == samples.map { UInt8($0) })

    let palette: [(UInt8, UInt8, UInt8)] = [(0, 0, 0), (90, 90, 90), (180, 180, 180), (255, 0, 255)]
    let indices = (0..<(13 * 11)).map { ($0 * 5) % 4 }
    let interlacedPalette = PNGBuilder(
      width: 13, height: 11, colorType: .palette, bitDepth: 2, interlaced: true, samples: indices, palette: palette)
    #expect(try decode(interlacedPalette) == indices.map { [palette[$0].0, palette[$0].1, palette[$0].2, 255] })
  }
}
