import Dispatch

// Implementation-only: modules above import this one without the C module (Docs/swiftui.md).
@_implementationOnly import CXXHash

/// An XXH3-128 (Debian's libxxhash) tree hash of a bitmap's size and pixels: equal hashes mean equal
/// pixels.
///
/// The pixels are cut into fixed 1 MiB pieces, each hashed on its own (in parallel: the result does
/// not depend on the thread count), and the root is the XXH3-128 of
/// `"kagami-rgba8-xxh3:<width>x<height>:"` followed by the pieces' canonical (big-endian) digests in
/// order. XXH3 is not a cryptographic hash: it detects changes, it does not resist someone forging a
/// collision on purpose. It hashes ~5× faster than SHA-256 here, and a passing snapshot check is
/// mostly this hash. Kagami before 0.2 stored a 64-digit SHA-256 tree hash (see `isLegacy(_:)`).
public struct PixelHash: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The 32 lowercase hexadecimal digits.
  public let hex: String

  /// Bytes per hashed piece of the pixel buffer.
  public static let pieceSize = 1 << 20

  /// Wraps a stored digest; nil unless `hex` is 32 lowercase hexadecimal digits.
  public init?(hex: String) {
    guard hex.utf8.count == 32, Self.isLowercaseHex(hex) else { return nil }
    self.hex = hex
  }

  /// Whether `text` is a pixel hash as Kagami stored it before XXH3 (64 hexadecimal digits of a
  /// SHA-256 tree): such a baseline still passes by decoding, but needs re-recording to be fast.
  public static func isLegacy(_ text: String) -> Bool {
    text.utf8.count == 64 && isLowercaseHex(text)
  }

  private static func isLowercaseHex(_ text: String) -> Bool {
    text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }

  /// Hashes the width, height and pixels of `bitmap`.
  public init(of bitmap: Bitmap) {
    let pieces = bitmap.pixels.withUnsafeBytes { PieceDigests(of: $0, pieceSize: Self.pieceSize).bytes }
    var root = Array("kagami-rgba8-xxh3:\(bitmap.width)x\(bitmap.height):".utf8)
    root += pieces
    let digest = root.withUnsafeBytes { Self.canonical(XXH3_128bits($0.baseAddress, $0.count)) }
    let digits = Array("0123456789abcdef".utf8)
    var text = [UInt8]()
    text.reserveCapacity(32)
    for byte in digest {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    hex = String(decoding: text, as: UTF8.self)
  }

  /// The 16 bytes of `hash` in xxHash's canonical order (high half first, each big-endian).
  static func canonical(_ hash: XXH128_hash_t) -> [UInt8] {
    (0..<16).map { index in
      let half = index < 8 ? hash.high64 : hash.low64
      return UInt8(truncatingIfNeeded: half >> (8 * (7 - UInt64(index % 8))))
    }
  }

  public var description: String { hex }
}

/// The canonical XXH3-128 digests of consecutive `pieceSize`-byte pieces of a buffer, in order,
/// computed on as many threads as Dispatch offers.
private struct PieceDigests: @unchecked Sendable {
  // Unchecked: each concurrent iteration reads the shared, unchanging input and writes only its own slot.
  let input: UnsafeRawBufferPointer
  let pieceSize: Int
  let slots: UnsafeMutableBufferPointer<XXH128_hash_t>

  init(of input: UnsafeRawBufferPointer, pieceSize: Int) {
    self.input = input
    self.pieceSize = pieceSize
    slots = .allocate(capacity: max(1, (input.count + pieceSize - 1) / pieceSize))
    slots.initialize(repeating: XXH128_hash_t(low64: 0, high64: 0))
    if slots.count == 1 {
      hashPiece(0)
    } else {
      let job = self
      DispatchQueue.concurrentPerform(iterations: slots.count) { job.hashPiece($0) }
    }
  }

  func hashPiece(_ piece: Int) {
    let start = piece * pieceSize
    let count = min(input.count, start + pieceSize) - start
    slots[piece] = XXH3_128bits(input.baseAddress.map { $0 + start }, count)
  }

  /// The digests' canonical bytes in order; frees the slots.
  var bytes: [UInt8] {
    defer { slots.deallocate() }
    return slots.flatMap { PixelHash.canonical($0) }
  }
}

extension Bitmap {
  /// The XXH3-128 tree hash of this bitmap's pixels (see `PixelHash`).
  public var pixelHash: PixelHash { PixelHash(of: self) }
}
