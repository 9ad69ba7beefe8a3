import Foundation

/// Blur scratch handed back after a render, for the next one (a few, within a byte budget).
final class BlurScratchPool: @unchecked Sendable {
  // Unchecked: `items` is only touched while holding `lock`.
  private let lock = NSLock()
  private var items: [BlurScratch] = []
  private let budget = 64 << 20

  /// A scratch from the pool, or a new one.
  func take() -> BlurScratch { lock.withLock { items.popLast() } ?? BlurScratch() }

  /// Keeps `scratch` for a later render (dropped when the pool is full or it is very large).
  func recycle(_ scratch: BlurScratch) {
    guard scratch.size <= budget else { return }
    lock.withLock { if items.count < 4 { items.append(scratch) } }
  }
}
