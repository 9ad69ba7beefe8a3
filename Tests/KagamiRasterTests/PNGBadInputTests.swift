import Foundation
import KagamiImage
import Testing

/// Broken PNGs give an error that names the problem; nothing crashes and nothing big is allocated.
@Suite struct PNGBadInputTests {
  private static func valid() -> Data {
    PNGBuilder(width: 8, height: 8, colorType: .rgba, samples: (0..<256).map { $0 }).build()
  }

  private static func header(width: UInt32, height: UInt32, depth: UInt8 = 8, colorType: UInt8 = 6) -> Data {
    var file = Data(PNGBuilder.signatureBytes)
    file.append(
      PNGBuilder.chunk(
        "IHDR", PNGBuilder.bigEndian(width) + PNGBuilder.bigEndian(height) + [depth, colorType, 0, 0, 0]))
    file.append(PNGBuilder.chunk("IDAT", PNGBuilder.zlibStored([0, 0, 0, 0, 0])))
    file.append(PNGBuilder.chunk("IEND", []))
    return file
  }

  private func decodeError(_ data: Data, limits: PNGCodec.Limits = .bitmap) -> PNGError? {
    #expect(throws: PNGError.self) { try PNGCodec.decode(data, limits: limits) }
  }

  @Test func emptyAndNonPNGBytes() {
    #expect(decodeError(Data()) == .notPNG("not a PNG file: the 8-byte PNG signature is missing"))
    let error = decodeError(Data("GIF89a, definitely not a PNG".utf8))
    #expect(error?.description.contains("signature") == true)
  }

  @Test(arguments: [9, 20, 40, 60, 80])
  func truncatedFiles(length: Int) throws {
    let data = Self.valid()
    #expect(length < data.count)
    let error = decodeError(data.prefix(length))
    #expect(error != nil)
    #expect(error?.description.isEmpty == false)
  }

  @Test func badCRCs() throws {
    var data = Self.valid()
    // The IHDR CRC sits at bytes 29–32.
    data[30] ^= 0xFF
    #expect(decodeError(data)?.description.contains("CRC") == true)
    var idat = Self.valid()
    idat[idat.count - 13] ^= 0x01  // last byte of the IDAT CRC, just before IEND
    #expect(decodeError(idat)?.description.contains("CRC") == true)
  }

  @Test func zeroDimensions() {
    #expect(decodeError(Self.header(width: 0, height: 4))?.description.contains("width") == true)
    #expect(decodeError(Self.header(width: 4, height: 0))?.description.contains("height") == true)
  }

  @Test func absurdDimensionsAreRefusedBeforeAllocating() {
    // 30,000 × 30,000 is within libpng's per-side limit but 900 megapixels: over Bitmap's pixel limit.
    let huge = decodeError(Self.header(width: 30_000, height: 30_000))
    #expect(huge == .tooLarge("image of 30000x30000 pixels exceeds the limit of 67108864 pixels"))
    let wide = decodeError(Self.header(width: 1_000_000, height: 1))
    #expect(wide?.description.contains("width") == true)
    let custom = decodeError(
      Self.header(width: 64, height: 64), limits: .init(maximumWidth: 32, maximumHeight: 32, maximumPixels: 1024))
    #expect(custom?.description.contains("width") == true)
  }

  @Test func missingIHDR() {
    var file = Data(PNGBuilder.signatureBytes)
    file.append(PNGBuilder.chunk("IDAT", PNGBuilder.zlibStored([0, 1, 2, 3, 4])))
    file.append(PNGBuilder.chunk("IEND", []))
    #expect(decodeError(file)?.description.contains("IHDR") == true)
    #expect(throws: PNGError.malformed("the first chunk is IDAT, not IHDR")) { try PNGCodec.textChunks(in: file) }
  }

  @Test func invalidBitDepthAndCorruptImageData() {
    #expect(decodeError(Self.header(width: 1, height: 1, depth: 3))?.description.isEmpty == false)
    var file = Data(PNGBuilder.signatureBytes)
    file.append(PNGBuilder.chunk("IHDR", PNGBuilder.bigEndian(2) + PNGBuilder.bigEndian(2) + [8, 6, 0, 0, 0]))
    file.append(PNGBuilder.chunk("IDAT", [0x78, 0x01, 0xFF, 0xFF, 0xFF, 0xFF]))
    file.append(PNGBuilder.chunk("IEND", []))
    #expect(decodeError(file) != nil)
  }

  @Test func textChunkWalkerRefusesBrokenFiles() throws {
    #expect(throws: PNGError.notPNG("the 8-byte PNG signature is missing")) {
      try PNGCodec.textChunks(in: Data([1, 2]))
    }
    let data = try PNGCodec.encode(Bitmap(width: 2, height: 2), text: [PNGTextChunk(keyword: "k", text: "v")])
    #expect(throws: PNGError.self) { try PNGCodec.textChunks(in: data.prefix(data.count - 6)) }
    var corrupt = data
    let textOffset = try #require(data.range(of: Data("tEXt".utf8))).lowerBound
    corrupt[textOffset + 4] ^= 0x20  // the keyword's first byte: the CRC no longer matches
    let error = #expect(throws: PNGError.self) { try PNGCodec.textChunks(in: corrupt) }
    #expect(error?.description.contains("bad CRC") == true)
  }
}

extension PNGBuilder {
  static let signatureBytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
}
