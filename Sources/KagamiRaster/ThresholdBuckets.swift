/// The colour of the run holding a value among ascending thresholds (run `i` is the last with
/// `thresholds[i] ≤ value`), found by one table lookup for most values: the non-negative values up
/// to the last threshold are cut into buckets of 2^`shift` values (about sixteen per threshold); a
/// bucket no threshold falls inside holds its run's colour, and a bucket with one inside holds the
/// run where a short walk starts. Exact for every value: only the walk decides where thresholds fall.
struct ThresholdBuckets: Sendable {
  /// The thresholds, ascending (equal ones allowed): `Int64.min` first, then `Int64.max`.
  let thresholds: [Int64]
  /// Each run's colour.
  let colors: [UInt32]
  private let shift: UInt64
  /// Per bucket: a colour, or (top bit set) the run of the bucket's first value; one more bucket
  /// at the end holds the last run's colour, for every value past the last threshold.
  private let buckets: [UInt64]

  private static let walk: UInt64 = 1 << 63

  /// Buckets over `thresholds` (ascending, `thresholds[0] == Int64.min`, the last `Int64.max`, the
  /// others non-negative) for runs of `colors` (one per threshold but the last).
  init(_ thresholds: [Int64], colors: [UInt32]) {
    precondition(
      thresholds.count >= 2 && thresholds.first == .min && thresholds.last == .max
        && colors.count == thresholds.count - 1,
      "thresholds need their sentinels and a colour per run")
    self.thresholds = thresholds
    self.colors = colors
    let lastRun = thresholds.count - 2
    let largest = max(thresholds[lastRun], 0)
    let most = Int64(min(max(64 * thresholds.count, 256), 65536))
    var shift: UInt64 = 0
    while largest >> shift >= most { shift += 1 }
    let count = Int(largest >> shift) + 1
    var buckets = [UInt64](repeating: 0, count: count + 1)
    var run = 0
    for bucket in 0..<count {
      let first = Int64(bucket) << shift
      while thresholds[run + 1] <= first { run += 1 }
      let last = first + (1 << shift) - 1
      buckets[bucket] = thresholds[run + 1] <= last ? Self.walk | UInt64(run) : UInt64(colors[run])
    }
    buckets[count] = UInt64(colors[lastRun])
    self.shift = shift
    self.buckets = buckets
  }

  /// The colour for `value`.
  @inline(__always)
  func color(
    _ value: Int64, thresholds: UnsafePointer<Int64>, colors: UnsafePointer<UInt32>,
    buckets: UnsafeBufferPointer<UInt64>
  ) -> UInt32 {
    if value < 0 { return colors[0] }
    let entry = buckets[min(Int(UInt64(value) &>> shift), buckets.count &- 1)]
    if entry & Self.walk == 0 { return UInt32(truncatingIfNeeded: entry) }
    var run = Int(truncatingIfNeeded: entry & ~Self.walk)
    while thresholds[run &+ 1] <= value { run &+= 1 }
    return colors[run]
  }

  /// Calls `body` with the colour function over unsafe buffers (no bounds checks in pixel loops).
  @inline(__always)
  func withLookup<Result>(_ body: ((Int64) -> UInt32) -> Result) -> Result {
    thresholds.withUnsafeBufferPointer { thresholds in
      colors.withUnsafeBufferPointer { colors in
        buckets.withUnsafeBufferPointer { buckets in
          body { color($0, thresholds: thresholds.baseAddress!, colors: colors.baseAddress!, buckets: buckets) }
        }
      }
    }
  }
}
