import Foundation

/// Pixel buffers handed back after use, for the next bitmap of the same size.
///
/// A 1170×2532 bitmap is 11.8 MB; the allocator returns buffers that large to the kernel when they
/// are freed, and the next bitmap then pays a page fault per 4 KiB on first touch (about 7 ms on a
/// shared 2-core machine, as long as painting the whole screen). The snapshot harness recycles each
/// rendered and decoded bitmap once its check is over, so the next render of that size reuses the
/// memory. Recycling never changes pixels: a bitmap always overwrites every byte of a reused buffer,
/// and if a recycled array is still referenced elsewhere, writing to it copies it first (arrays are
/// copy-on-write), so the other owner never sees a change.
package final class PixelBufferPool: @unchecked Sendable {
  // Unchecked: `buffers` and `bytes` are only touched while holding `lock`.

  /// The pool every bitmap draws from.
  package static let shared = PixelBufferPool(budget: 64 << 20)

  /// The most bytes the pool keeps.
  package let budget: Int
  private let lock = NSLock()
  private var buffers: [[UInt8]] = []
  private var bytes = 0

  /// A pool keeping at most `budget` bytes.
  package init(budget: Int) { self.budget = budget }

  /// A buffer of exactly `count` bytes with unspecified contents, if one was recycled.
  func take(count: Int) -> [UInt8]? {
    lock.withLock {
      guard let index = buffers.lastIndex(where: { $0.count == count }) else { return nil }
      bytes -= count
      return buffers.remove(at: index)
    }
  }

  /// Keeps `bitmap`'s pixel buffer for a later bitmap of the same byte count (oldest dropped first
  /// beyond the budget). The bitmap itself stays valid.
  package func recycle(_ bitmap: Bitmap) {
    let pixels = bitmap.pixels
    guard pixels.count >= 1 << 16, pixels.count <= budget else { return }
    lock.withLock {
      buffers.append(pixels)
      bytes += pixels.count
      while bytes > budget {
        bytes -= buffers.removeFirst().count
      }
    }
  }

  /// The number of buffers kept (for tests).
  package var count: Int { lock.withLock { buffers.count } }

  /// Drops every buffer.
  package func removeAll() {
    lock.withLock {
      buffers.removeAll()
      bytes = 0
    }
  }

  /// A buffer of `count` bytes filled with `word` (native byte order) in every 4-byte pixel: a
  /// recycled one if there is one, else a new one written once.
  func filled(count: Int, word: UInt32) -> [UInt8] {
    if var reused = take(count: count) {
      reused.withUnsafeMutableBytes { raw in
        WordFill.fill(raw.bindMemory(to: UInt32.self).baseAddress!, count: count / 4, with: word)
      }
      return reused
    }
    return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      if let base = buffer.baseAddress {
        WordFill.fill(
          UnsafeMutableRawPointer(base).bindMemory(to: UInt32.self, capacity: count / 4), count: count / 4, with: word)
      }
      initialized = count
    }
  }

  /// A buffer of `count` bytes that `fill` writes completely (it gets the raw bytes): a recycled one
  /// if there is one, else a new one.
  func written(count: Int, _ fill: (UnsafeMutableRawBufferPointer) throws -> Void) rethrows -> [UInt8] {
    if var reused = take(count: count) {
      try reused.withUnsafeMutableBytes { try fill($0) }
      return reused
    }
    return try [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      try fill(UnsafeMutableRawBufferPointer(buffer))
      initialized = count
    }
  }
}
