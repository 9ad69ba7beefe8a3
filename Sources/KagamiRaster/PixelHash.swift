import Crypto
import Dispatch

/// A SHA-256 (swift-crypto) tree hash of a bitmap's size and pixels: equal hashes mean equal pixels.
///
/// The pixels are cut into fixed 1 MiB pieces, each hashed on its own (in parallel: the result does
/// not depend on the thread count), and the root is the SHA-256 of
/// `"kagami-rgba8-tree:<width>x<height>:"` followed by the pieces' digests in order.
public struct PixelHash: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The 64 lowercase hexadecimal digits.
  public let hex: String

  /// Bytes per hashed piece of the pixel buffer.
  public static let pieceSize = 1 << 20

  /// Wraps a stored digest; nil unless `hex` is 64 lowercase hexadecimal digits.
  public init?(hex: String) {
    guard hex.utf8.count == 64, hex.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
    else { return nil }
    self.hex = hex
  }

  /// Hashes the width, height and pixels of `bitmap`.
  public init(of bitmap: Bitmap) {
    let digests = bitmap.pixels.withUnsafeBytes { PieceDigests(of: $0, pieceSize: Self.pieceSize).values }
    var root = SHA256()
    root.update(data: Array("kagami-rgba8-tree:\(bitmap.width)x\(bitmap.height):".utf8))
    for digest in digests { digest.withUnsafeBytes { root.update(bufferPointer: $0) } }
    let digits = Array("0123456789abcdef".utf8)
    var text = [UInt8]()
    text.reserveCapacity(64)
    for byte in root.finalize() {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    hex = String(decoding: text, as: UTF8.self)
  }

  public var description: String { hex }
}

/// The SHA-256 digests of consecutive `pieceSize`-byte pieces of a buffer, in order, computed on as
/// many threads as Dispatch offers.
private struct PieceDigests: @unchecked Sendable {
  // Unchecked: each concurrent iteration reads the shared, unchanging input and writes only its own slot.
  let input: UnsafeRawBufferPointer
  let pieceSize: Int
  let slots: UnsafeMutableBufferPointer<SHA256.Digest?>

  init(of input: UnsafeRawBufferPointer, pieceSize: Int) {
    self.input = input
    self.pieceSize = pieceSize
    slots = .allocate(capacity: (input.count + pieceSize - 1) / pieceSize)
    slots.initialize(repeating: nil)
    if slots.count == 1 {
      hashPiece(0)
    } else {
      let job = self
      DispatchQueue.concurrentPerform(iterations: slots.count) { job.hashPiece($0) }
    }
  }

  func hashPiece(_ piece: Int) {
    let start = piece * pieceSize
    slots[piece] = SHA256.hash(
      data: UnsafeRawBufferPointer(rebasing: input[start..<min(input.count, start + pieceSize)]))
  }

  /// The digests in order; frees the slots.
  var values: [SHA256.Digest] {
    defer { slots.deallocate() }
    return slots.map { $0! }
  }
}

extension Bitmap {
  /// The SHA-256 tree hash of this bitmap's pixels (see `PixelHash`).
  public var pixelHash: PixelHash { PixelHash(of: self) }
}
