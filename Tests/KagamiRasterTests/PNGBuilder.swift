import Foundation

@testable import KagamiImage

/// Builds PNG files byte by byte for tests: any colour type and bit depth, Adam7 interlacing, and
/// deliberately broken files. Image data is stored in uncompressed deflate blocks, so the bytes a
/// test writes are exactly the bytes libpng reads.
struct PNGBuilder {
  /// PNG colour types.
  enum ColorType: UInt8 {
    case gray = 0
    case rgb = 2
    case palette = 3
    case grayAlpha = 4
    case rgba = 6

    var channels: Int {
      switch self {
      case .gray, .palette: return 1
      case .grayAlpha: return 2
      case .rgb: return 3
      case .rgba: return 4
      }
    }
  }

  var width: Int
  var height: Int
  var colorType: ColorType
  var bitDepth: Int = 8
  var interlaced = false
  /// Sample values per pixel, row-major (`channels` samples each, at `bitDepth` bits).
  var samples: [Int]
  var palette: [(UInt8, UInt8, UInt8)] = []
  /// Raw tRNS chunk body, if any.
  var transparency: [UInt8]? = nil

  /// A complete PNG file.
  func build() -> Data {
    var file = Data(PNGCodec.signature)
    file.append(Self.chunk("IHDR", ihdr))
    if !palette.isEmpty { file.append(Self.chunk("PLTE", palette.flatMap { [$0.0, $0.1, $0.2] })) }
    if let transparency { file.append(Self.chunk("tRNS", transparency)) }
    file.append(Self.chunk("IDAT", Self.zlibStored(scanlines())))
    file.append(Self.chunk("IEND", []))
    return file
  }

  var ihdr: [UInt8] {
    Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
      + [UInt8(bitDepth), colorType.rawValue, 0, 0, interlaced ? 1 : 0]
  }

  /// Filter-type-0 scanlines, pass by pass when interlaced.
  func scanlines() -> [UInt8] {
    guard interlaced else { return rows(xs: Array(0..<width), ys: Array(0..<height)) }
    // Adam7: (x start, y start, x step, y step) per pass.
    let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
    return passes.flatMap { pass in
      rows(
        xs: Array(stride(from: pass.0, to: width, by: pass.2)), ys: Array(stride(from: pass.1, to: height, by: pass.3)))
    }
  }

  private func rows(xs: [Int], ys: [Int]) -> [UInt8] {
    guard !xs.isEmpty else { return [] }
    var bytes: [UInt8] = []
    for y in ys {
      bytes.append(0)
      var bits: [Int] = []
      for x in xs {
        for channel in 0..<colorType.channels {
          bits.append(samples[(y * width + x) * colorType.channels + channel])
        }
      }
      bytes += Self.pack(bits, depth: bitDepth)
    }
    return bytes
  }

  static func pack(_ values: [Int], depth: Int) -> [UInt8] {
    if depth == 16 { return values.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
    if depth == 8 { return values.map { UInt8($0) } }
    var bytes: [UInt8] = []
    var current = 0
    var used = 0
    for value in values {
      current = current << depth | value
      used += depth
      if used == 8 {
        bytes.append(UInt8(current))
        current = 0
        used = 0
      }
    }
    if used > 0 { bytes.append(UInt8(current << (8 - used))) }
    return bytes
  }

  /// A chunk: length, type, body, CRC-32 (zlib's, through the codec).
  static func chunk(_ type: String, _ body: [UInt8]) -> Data {
    let typeAndBody = Array(type.utf8) + body
    let crc = typeAndBody.withUnsafeBytes { PNGCodec.crc32($0) }
    return Data(bigEndian(UInt32(body.count)) + typeAndBody + bigEndian(crc))
  }

  /// A zlib stream of stored (uncompressed) deflate blocks.
  static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
    var stream: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let length = min(65_535, bytes.count - offset)
      let isLast = offset + length == bytes.count
      stream += [
        isLast ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF),
      ]
      stream += bytes[offset..<(offset + length)]
      offset += length
    } while offset < bytes.count
    return stream + bigEndian(adler32(bytes))
  }

  /// Adler-32 as RFC 1950 defines it (zlib's trailer).
  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }
}
