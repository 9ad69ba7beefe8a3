import Crypto

/// A SHA-256 digest (swift-crypto) of a bitmap's size and pixels: equal hashes mean equal pixels.
public struct PixelHash: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The 64 lowercase hexadecimal digits.
  public let hex: String

  /// Wraps a stored digest; nil unless `hex` is 64 lowercase hexadecimal digits.
  public init?(hex: String) {
    guard hex.utf8.count == 64, hex.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
    else { return nil }
    self.hex = hex
  }

  /// Hashes the width, height and pixels of `bitmap`.
  public init(of bitmap: Bitmap) {
    var hasher = SHA256()
    var header = [UInt8]("kagami-rgba8:\(bitmap.width)x\(bitmap.height):".utf8)
    hasher.update(data: header)
    header.removeAll()
    bitmap.pixels.withUnsafeBytes { hasher.update(bufferPointer: $0) }
    let digest = hasher.finalize()
    let digits = Array("0123456789abcdef".utf8)
    var text = [UInt8]()
    text.reserveCapacity(64)
    for byte in digest {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    hex = String(decoding: text, as: UTF8.self)
  }

  public var description: String { hex }
}

extension Bitmap {
  /// The SHA-256 pixel hash of this bitmap.
  public var pixelHash: PixelHash { PixelHash(of: self) }
}
