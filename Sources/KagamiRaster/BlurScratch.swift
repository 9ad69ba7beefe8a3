/// Scratch memory for a render's effects: buffers of 64-bit sums and of bytes for blur passes, an
/// alpha plane, and remembered gradient rows; grown on demand and reused.
///
/// Kept in a process-wide pool (`pool`) between renders: a large buffer that is freed goes back to
/// the kernel, and the next one pays a page fault per 4 KiB on first touch (the same reason as
/// `PixelBufferPool`). Its contents never matter: every pass writes what it reads.
final class BlurScratch: @unchecked Sendable {
  // Unchecked: one owner at a time (taken from the pool under its lock, given back when done).
  private var sums: [UnsafeMutablePointer<Int64>] = []
  private var sumCapacities: [Int] = []
  private var bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
  private var byteCapacity = 1
  private var alpha = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
  private var alphaCapacity = 1
  private(set) var rowColors = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
  private(set) var rowColorCapacity = 1

  /// The pool every canvas takes its scratch from.
  static let pool = BlurScratchPool()

  deinit {
    for buffer in sums { buffer.deallocate() }
    bytes.deallocate()
    alpha.deallocate()
    rowColors.deallocate()
  }

  /// Bytes held, for the pool's budget.
  var size: Int { sumCapacities.reduce(0, +) * 8 + byteCapacity + alphaCapacity + rowColorCapacity * 4 }

  /// A buffer for an alpha plane of at least `count` values (contents unspecified).
  func alpha(count: Int) -> UnsafeMutablePointer<UInt8> {
    if alphaCapacity < count {
      alpha.deallocate()
      alphaCapacity = max(count, alphaCapacity * 2)
      alpha = UnsafeMutablePointer<UInt8>.allocate(capacity: alphaCapacity)
    }
    return alpha
  }

  /// Room for at least `count` remembered gradient colours, keeping the first `kept`.
  func growRowColors(to count: Int, keeping kept: Int) {
    guard rowColorCapacity < count else { return }
    let capacity = max(count, rowColorCapacity * 2)
    let grown = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
    grown.update(from: rowColors, count: kept)
    rowColors.deallocate()
    rowColors = grown
    rowColorCapacity = capacity
  }

  /// Sum buffer `index` with room for at least `count` values (contents unspecified).
  func sums(_ index: Int, count: Int) -> UnsafeMutablePointer<Int64> {
    while sums.count <= index {
      sums.append(UnsafeMutablePointer<Int64>.allocate(capacity: 1))
      sumCapacities.append(1)
    }
    if sumCapacities[index] < count {
      sums[index].deallocate()
      let capacity = max(count, sumCapacities[index] * 2)
      sums[index] = UnsafeMutablePointer<Int64>.allocate(capacity: capacity)
      sumCapacities[index] = capacity
    }
    return sums[index]
  }

  /// A byte buffer with room for at least `count` values (contents unspecified).
  func bytes(count: Int) -> UnsafeMutablePointer<UInt8> {
    if byteCapacity < count {
      bytes.deallocate()
      byteCapacity = max(count, byteCapacity * 2)
      bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: byteCapacity)
    }
    return bytes
  }
}
