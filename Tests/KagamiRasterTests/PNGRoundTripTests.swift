import Foundation
import KagamiImage
import Testing

/// Encoding then decoding gives back the same pixels, whatever the options; tEXt chunks survive.
@Suite struct PNGRoundTripTests {
  static let presets: [PNGEncodeOptions] = [
    .baseline, .fast, .libpngDefault(level: 6), PNGEncodeOptions(compressionLevel: 0, filters: .none),
    PNGEncodeOptions(compressionLevel: 9, filters: .paeth, strategy: .filtered),
    PNGEncodeOptions(compressionLevel: 3, filters: .sub, strategy: .huffmanOnly, memoryLevel: 1),
    .flat, PNGEncodeOptions(compressionLevel: 1, filters: .sub, deflater: .libdeflate),
    PNGEncodeOptions(compressionLevel: 12, filters: .up, dropsOpaqueAlpha: false, deflater: .libdeflate),
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
    let level = #expect(throws: PNGError.self) {
      try PNGCodec.encode(bitmap, options: PNGEncodeOptions(compressionLevel: 13, filters: .up, deflater: .libdeflate))
    }
    #expect(level?.description.contains("libdeflate compression level 13 must be 1-12") == true)
    for filters: PNGEncodeOptions.Filters in [.all, .paeth, [.none, .up]] {
      let filter = #expect(throws: PNGError.self) {
        try PNGCodec.encode(
          bitmap, options: PNGEncodeOptions(compressionLevel: 6, filters: filters, deflater: .libdeflate))
      }
      #expect(filter?.description.contains("exactly one filter: none, sub or up") == true)
    }
  }

  /// Widths around the 4-pixel and 16-byte steps of the vector packing and filtering, one-row and
  /// one-column images, opaque (RGB) and not (RGBA), every filter: libpng reads back the same pixels
  /// with warnings treated as errors.
  @Test(arguments: [1, 2, 3, 4, 5, 7, 15, 16, 17, 33])
  func libdeflateEncodingsAreExactPNGs(width: Int) throws {
    for height in [1, 2, 9] {
      for opaque in [true, false] {
        var pixels: [UInt8] = []
        for index in 0..<(width * height) {
          let alpha: UInt8 = opaque ? 255 : UInt8(index * 29 % 256)
          pixels += [UInt8(index * 3 % 256), UInt8(index * 7 % 256), UInt8(255 - index * 13 % 256), alpha]
        }
        let bitmap = try Bitmap(width: width, height: height, pixels: pixels)
        for filters: PNGEncodeOptions.Filters in [.none, .sub, .up] {
          let options = PNGEncodeOptions(compressionLevel: 6, filters: filters, deflater: .libdeflate)
          let data = try PNGCodec.encode(bitmap, options: options, text: [PNGTextChunk(keyword: "k", text: "v")])
          #expect(try PNGCodec.decode(data).pixels == pixels, "\(width)×\(height), opaque \(opaque), \(filters)")
          #expect(try PNGCodec.textChunks(in: data) == [PNGTextChunk(keyword: "k", text: "v")])
        }
      }
    }
  }

  /// Image data over 1 MiB compressed goes into several IDAT chunks, which libpng reads as one.
  @Test func largeImageDataIsSplitIntoIDATChunks() throws {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var pixels = [UInt8](repeating: 0, count: 700 * 700 * 4)
    for index in pixels.indices {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      pixels[index] = UInt8(truncatingIfNeeded: state >> 56)
    }
    let bitmap = try Bitmap(width: 700, height: 700, pixels: pixels)
    let data = try PNGCodec.encode(bitmap, options: .baseline)
    #expect(data.count > 1 << 20)
    var idat = 0
    var offset = 8
    let bytes = [UInt8](data)
    while offset + 8 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      if bytes[offset + 4..<offset + 8] == [0x49, 0x44, 0x41, 0x54][...] {
        idat += 1
        #expect(length <= 1 << 20)
      }
      offset += 12 + length
    }
    #expect(offset == bytes.count)
    #expect(idat >= 2)
    #expect(try PNGCodec.decode(data).pixels == pixels)
  }

  /// The vector opacity check: every alpha position, including the tail after the last 4 pixels.
  @Test func opacityIsFoundAtEveryPixel() throws {
    for count in [1, 3, 4, 5, 8, 9] {
      let opaque = try Bitmap(width: count, height: 1, pixels: [UInt8](repeating: 255, count: count * 4))
      #expect(opaque.isOpaque)
      for pixel in 0..<count {
        var pixels = [UInt8](repeating: 255, count: count * 4)
        pixels[pixel * 4 + 3] = 254
        #expect(try !Bitmap(width: count, height: 1, pixels: pixels).isOpaque, "\(count) pixels, pixel \(pixel)")
        pixels[pixel * 4 + 3] = 255
        pixels[pixel * 4 + 2] = 0
        #expect(try Bitmap(width: count, height: 1, pixels: pixels).isOpaque)
      }
    }
  }
}

extension PNGEncodeOptions: CustomTestStringConvertible {
  public var testDescription: String {
    "\(deflater) level \(compressionLevel), filters \(filters.rawValue), \(strategy), memLevel \(memoryLevel)"
  }
}
