/// The run holding a value among ascending thresholds (`run(_:)` is the last `i` with
/// `thresholds[i] ≤ value`), found by one table lookup for most values: the non-negative values up
/// to the last threshold are cut into buckets of 2^`shift` values (about sixteen per threshold), and
/// a bucket no threshold falls inside names its run; a bucket with one inside names where to start
/// a short walk.
/// Exact for every value: only the walk decides where thresholds fall.
struct ThresholdBuckets: Sendable {
  /// The thresholds, ascending (equal ones allowed): `Int64.min` first, then `Int64.max`.
  let thresholds: [Int64]
  private let shift: Int64
  /// Per bucket: its run (≥ 0), or `−1 − run` of its first value when a threshold falls inside.
  private let buckets: [Int32]
  private let lastRun: Int

  /// Buckets over `thresholds` (ascending, `thresholds[0] == Int64.min`, the last `Int64.max`, the
  /// others non-negative).
  init(_ thresholds: [Int64]) {
    precondition(
      thresholds.count >= 2 && thresholds.first == .min && thresholds.last == .max,
      "thresholds need their sentinels")
    self.thresholds = thresholds
    lastRun = thresholds.count - 2
    let largest = thresholds[lastRun]
    guard lastRun > 0, largest >= 0 else {
      (shift, buckets) = (0, [])
      return
    }
    let most = min(max(16 * thresholds.count, 256), 65536)
    var shift: Int64 = 0
    while largest >> shift >= most { shift += 1 }
    let count = Int(largest >> shift) + 1
    var buckets = [Int32](repeating: 0, count: count)
    var run = 0
    for bucket in 0..<count {
      let first = Int64(bucket) << shift
      while thresholds[run + 1] <= first { run += 1 }
      let last = first + (1 << shift) - 1
      buckets[bucket] = thresholds[run + 1] <= last ? Int32(-1 - run) : Int32(run)
    }
    self.shift = shift
    self.buckets = buckets
  }

  /// The last `i` with `thresholds[i] ≤ value`.
  @inline(__always)
  func run(_ value: Int64, thresholds: UnsafeBufferPointer<Int64>, buckets: UnsafeBufferPointer<Int32>) -> Int {
    if value < 0 { return 0 }
    let bucket = Int(value >> shift)
    if bucket >= buckets.count { return lastRun }
    let entry = buckets[bucket]
    if entry >= 0 { return Int(entry) }
    var run = Int(-1 - entry)
    while thresholds[run &+ 1] <= value { run &+= 1 }
    return run
  }

  /// Calls `body` with the run function over unsafe buffers (no bounds checks in pixel loops).
  @inline(__always)
  func withLookup<Result>(_ body: ((Int64) -> Int) -> Result) -> Result {
    thresholds.withUnsafeBufferPointer { thresholds in
      buckets.withUnsafeBufferPointer { buckets in
        body { run($0, thresholds: thresholds, buckets: buckets) }
      }
    }
  }
}
