import Foundation
import KagamiImage

/// Resampled image regions kept between draws, so that a screen drawing the same image at the same
/// size again (the next variant of a snapshot matrix, the next card of a feed, the next render of a
/// benchmark) copies pixels instead of filtering them again.
///
/// An entry is keyed by the identity of the source's pixel storage, its size, the target frame's size
/// and the visible region inside the frame. The entry keeps the source's storage alive, so no other
/// image can reuse that address while the entry exists; a later change to the source's pixels copies
/// them first (arrays are copy-on-write), which gives a new identity. A hit therefore returns exactly
/// what `ImageResampler` would compute. Entries are evicted least recently used first once they hold
/// more than `budget` bytes (resampled words plus retained sources).
public final class ResampledImageCache: @unchecked Sendable {
  // Unchecked: `entries`, `bytes` and `clock` are only touched while holding `lock`.

  /// The cache every canvas shares.
  public static let shared = ResampledImageCache(budget: 48 << 20)

  struct Key: Hashable {
    let storage: UInt
    let sourceWidth: Int
    let sourceHeight: Int
    let frameWidth: Int
    let frameHeight: Int
    let region: PixelRect
  }

  private struct Entry {
    let source: [UInt8]
    let words: [UInt32]
    let opaque: Bool
    var lastUse: Int
    var bytes: Int { source.count + words.count * 4 }
  }

  /// The most bytes the entries may hold.
  public let budget: Int
  private let lock = NSLock()
  private var entries: [Key: Entry] = [:]
  private var bytes = 0
  private var clock = 0
  private var hitCount = 0
  private var missCount = 0

  /// A cache keeping at most `budget` bytes.
  public init(budget: Int) { self.budget = budget }

  /// The straight-alpha words of `region` (relative to the frame's top-left) of `image` resampled
  /// to `frameWidth` × `frameHeight`, row by row, computed by `resample` on a miss; and whether every
  /// one of them is opaque (noted once, when resampled).
  func resampled(
    of image: Bitmap, frameWidth: Int, frameHeight: Int, region: PixelRect, resample: () -> [UInt32]
  ) -> (words: [UInt32], opaque: Bool) {
    let storage = image.pixels.withUnsafeBytes { UInt(bitPattern: $0.baseAddress) }
    let key = Key(
      storage: storage, sourceWidth: image.width, sourceHeight: image.height, frameWidth: frameWidth,
      frameHeight: frameHeight, region: region)
    let cached: (words: [UInt32], opaque: Bool)? = lock.withLock {
      clock += 1
      entries[key]?.lastUse = clock
      let entry = entries[key].map { (words: $0.words, opaque: $0.opaque) }
      if entry == nil { missCount += 1 } else { hitCount += 1 }
      return entry
    }
    if let cached { return cached }
    let words = resample()
    let opaque = Self.allOpaque(words)
    guard image.pixels.count + words.count * 4 <= budget / 4 else { return (words, opaque) }
    lock.withLock {
      clock += 1
      let entry = Entry(source: image.pixels, words: words, opaque: opaque, lastUse: clock)
      bytes += entry.bytes - (entries.updateValue(entry, forKey: key)?.bytes ?? 0)
      while bytes > budget, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
        bytes -= oldest.value.bytes
        entries[oldest.key] = nil
      }
    }
    return (words, opaque)
  }

  /// Whether every word has alpha 255 (a pointer loop: fast at -Onone too).
  static func allOpaque(_ words: [UInt32]) -> Bool {
    words.withUnsafeBufferPointer { buffer in
      guard var word = buffer.baseAddress else { return true }
      let end = word + buffer.count
      var combined: UInt32 = 0xFF00_0000
      while word < end {
        combined &= word.pointee
        word += 1
      }
      return combined >= 0xFF00_0000
    }
  }

  /// Draws served from the cache and draws that resampled, since the process started.
  public var statistics: (hits: Int, misses: Int) { lock.withLock { (hitCount, missCount) } }

  /// The number of entries (for tests).
  public var count: Int { lock.withLock { entries.count } }

  /// Drops every entry.
  public func removeAll() {
    lock.withLock {
      entries.removeAll()
      bytes = 0
    }
  }
}
