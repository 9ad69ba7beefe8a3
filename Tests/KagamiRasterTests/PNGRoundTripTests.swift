import Foundation
import KagamiImage
import Testing

/// Encoding then decoding gives back the same pixels, whatever the options; tEXt chunks survive.
@Suite struct PNGRoundTripTests {
  static let presets: [PNGEncodeOptions] = [
    .baseline, .fast, .libpngDefault(level: 6), PNGEncodeOptions(compressionLevel: 0, filters: .none),
    PNGEncodeOptions(compressionLevel: 9, filters: .paeth, strategy: .filtered),
    PNGEncodeOptions(compressionLevel: 3, filters: .sub, strategy: .huffmanOnly, memoryLevel: 1),
  ]

  private static func sample() throws -> Bitmap {
    var pixels: [UInt8] = []
    for index in 0..<(37 * 23) {
      pixels += [UInt8(index % 256), UInt8(index * 7 % 256), UInt8(index * 13 % 256), UInt8(index * 29 % 256)]
    }
    return try Bitmap(width: 37, height: 23, pixels: pixels)
  }

  @Test(arguments: presets)
  func roundTrip(options: PNGEncodeOptions) throws {
    let bitmap = try Self.sample()
    let data = try PNGCodec.encode(bitmap, options: options)
    #expect(try PNGCodec.decode(data).pixels == bitmap.pixels)
  }

  @Test func opaqueBitmapsAreWrittenAsRGBAndReadBackAsRGBA() throws {
    var opaque = try Self.sample()
    for index in stride(from: 3, to: opaque.pixels.count, by: 4) { opaque.pixels[index] = 255 }
    let colorTypeOffset = 8 + 8 + 9  // signature, IHDR length and type, width, height, bit depth
    let rgb = try PNGCodec.encode(opaque)
    #expect(rgb[colorTypeOffset] == 2)
    #expect(try PNGCodec.decode(rgb).pixels == opaque.pixels)
    var keepAlpha = PNGEncodeOptions.baseline
    keepAlpha.dropsOpaqueAlpha = false
    let rgba = try PNGCodec.encode(opaque, options: keepAlpha)
    #expect(rgba[colorTypeOffset] == 6)
    #expect(rgb.count < rgba.count)
    #expect(try PNGCodec.encode(Self.sample())[colorTypeOffset] == 6)
  }

  @Test func encodingIsDeterministic() throws {
    let bitmap = try Self.sample()
    #expect(try PNGCodec.encode(bitmap) == PNGCodec.encode(bitmap))
  }

  @Test func textChunksAreWrittenAndReadWithoutDecoding() throws {
    let chunks = [
      PNGTextChunk(keyword: "kagami:pixels", text: String(repeating: "ab", count: 32)),
      PNGTextChunk(keyword: "kagami:fingerprint", text: "engine=1; freetype=2.12.1"),
      PNGTextChunk(keyword: "Empty", text: ""),
    ]
    let data = try PNGCodec.encode(try Self.sample(), text: chunks)
    #expect(try PNGCodec.textChunks(in: data) == chunks)
    #expect(try PNGCodec.decode(data).pixels == Self.sample().pixels)
  }

  @Test func badTextChunksAreRefusedBeforeEncoding() throws {
    let bitmap = try Self.sample()
    for keyword in ["", String(repeating: "k", count: 80), " leading space", "naïve"] {
      #expect(throws: PNGError.self) { try PNGCodec.encode(bitmap, text: [PNGTextChunk(keyword: keyword, text: "x")]) }
    }
    #expect(throws: PNGError.self) { try PNGCodec.encode(bitmap, text: [PNGTextChunk(keyword: "k", text: "日本")]) }
  }

  @Test func badOptionsAreRefused() throws {
    let bitmap = try Self.sample()
    let error = #expect(throws: PNGError.self) {
      try PNGCodec.encode(bitmap, options: PNGEncodeOptions(compressionLevel: 10, filters: .up))
    }
    #expect(error?.description.contains("compression level 10") == true)
  }
}

extension PNGEncodeOptions: CustomTestStringConvertible {
  public var testDescription: String {
    "level \(compressionLevel), filters \(filters.rawValue), \(strategy), memLevel \(memoryLevel)"
  }
}
