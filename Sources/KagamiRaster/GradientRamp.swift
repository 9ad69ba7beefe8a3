import Foundation

/// A gradient's colours as runs of positions: position `t` (0…65536) has colour `colors[i]` for the
/// last `i` with `starts[i] ≤ t`. Exactly `GradientSampler.color(at:)` at every position, found with
/// a few hundred evaluations instead of 65,537.
///
/// Why the runs can be found by search: between two neighbouring break points (0, the first stop's
/// location + 1, every other stop location, 65537) the colour is either constant or one stop pair's
/// mix, and each of its four channels is monotone there. Alpha is `a₀w₀ + a₁w₁` over the span rounded
/// half up, linear in `t`. A colour channel is the ratio `(c₀a₀w₀ + c₁a₁w₁) / (a₀w₀ + a₁w₁)`
/// rounded half up (`⌊(n + ⌊d/2⌋)/d⌋` is `⌊n/d + ½⌋` for odd `d` too): a weighted mean of `c₀` and
/// `c₁` whose weight on `c₁` only grows with `t`; where both alphas are zero it is 0, and where only
/// `a₀` is, 0 at the segment's first position and `c₁` after. So the positions with one colour form
/// one interval per piece, and an exponential then binary search from each run's start finds its end.
///
/// Ramps depend only on the stops, so the process keeps them (`cache`), as it keeps glyph bitmaps;
/// the thresholds derived for each geometry are kept with them.
final class GradientRamp: @unchecked Sendable {
  // Unchecked: `starts` and `colors` never change; the memo dictionaries are only touched while
  // holding `lock`.
  private let lock = NSLock()

  /// The ramps built so far in this process, by stops.
  static let cache = GradientRampCache()

  /// The stops a ramp depends on: locations in 1/65536 and packed colours.
  struct Key: Hashable {
    let locations: [Int64]
    let colors: [UInt32]
  }

  /// The first position of each run, ascending, from 0.
  let starts: [Int64]
  /// Each run's packed colour (neighbouring runs differ).
  let colors: [UInt32]
  /// Radial thresholds by radii (`radialThresholds(startRadius:endRadius:)`), memoized.
  private var radial: [RadialKey: (squares: [Int64], colors: [UInt32])] = [:]
  /// Bucketed thresholds of radial gradients by radii and of linear ones by squared length.
  private var radialBuckets: [RadialKey: ThresholdBuckets] = [:]
  private var linearBuckets: [Int64: ThresholdBuckets] = [:]

  private struct RadialKey: Hashable {
    let startRadius: Int64
    let endRadius: Int64
  }

  init(_ sampler: GradientSampler) {
    var starts: [Int64] = []
    var colors: [UInt32] = []
    let locations = sampler.stopLocations
    let breaks = Set([0, locations[0] + 1, 65537] + locations.dropFirst()).filter { $0 >= 0 && $0 <= 65537 }.sorted()
    // Runs of a piece have similar lengths: the search for a run's end starts from the last one's.
    var guess: Int64 = 1
    for (low, high) in zip(breaks, breaks.dropFirst()) where low < high {
      // Positions low..<high: one piece.
      var t = low
      while t < high {
        let color = sampler.color(at: t)
        var known = t
        var step = max(guess / 2, 1)
        while known + step < high && sampler.color(at: known + step) == color {
          known += step
          step *= 2
        }
        var beyond = min(known + step, high)
        while beyond - known > 1 {
          let middle = known + (beyond - known) / 2
          if sampler.color(at: middle) == color { known = middle } else { beyond = middle }
        }
        if colors.last != color {
          starts.append(t)
          colors.append(color)
        }
        guess = known + 1 - t
        t = known + 1
      }
    }
    self.starts = starts
    self.colors = colors
  }

  /// The colour at position `t` (0…65536), by binary search.
  func color(at t: Int64) -> UInt32 { colors[run(at: t)] }

  /// The index of the run holding position `t`.
  func run(at t: Int64) -> Int {
    var (low, high) = (0, starts.count)
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= t { low = middle } else { high = middle }
    }
    return low
  }

  /// For a radial gradient with radii `r₀`, `r₁` (1/256 pixel): ascending squared distances (in
  /// 1/65536 pixel²) where the colour changes, and the colour from each on (`squares[0]` is 0).
  /// The position is monotone in the distance `D` (rising when `r₁ ≥ r₀`, falling otherwise) and
  /// constant beyond both radii, so each change is the least `D` whose run differs from the run
  /// before it, found by binary search; `⌊√d²⌋ ≥ D` exactly when `d² ≥ D²`.
  func radialThresholds(startRadius r0: Int64, endRadius r1: Int64) -> (squares: [Int64], colors: [UInt32]) {
    let key = RadialKey(startRadius: r0, endRadius: r1)
    if let known = lock.withLock({ radial[key] }) { return known }
    let far = max(r0, r1, 0) + 1
    func runAt(_ distance: Int64) -> Int {
      run(at: GradientSampler.position(distance: distance, startRadius: r0, endRadius: r1))
    }
    var squares: [Int64] = [0]
    var colors: [UInt32] = [self.colors[runAt(0)]]
    var distance: Int64 = 0
    var current = runAt(0)
    let last = runAt(far)
    while current != last {
      // The least distance in (distance, far] whose run is not `current` (true from there on).
      var (low, high) = (distance, far)
      while high - low > 1 {
        let middle = low + (high - low) / 2
        if runAt(middle) != current { high = middle } else { low = middle }
      }
      distance = high
      current = runAt(high)
      if self.colors[current] != colors.last! {
        squares.append(high * high)
        colors.append(self.colors[current])
      }
    }
    let result = (squares, colors)
    lock.withLock { radial[key] = result }
    return result
  }

  /// The colours of a radial gradient with radii `r₀`, `r₁` by squared distance, bucketed
  /// (`radialThresholds`).
  func radialBuckets(startRadius r0: Int64, endRadius r1: Int64) -> ThresholdBuckets {
    let key = RadialKey(startRadius: r0, endRadius: r1)
    if let known = lock.withLock({ radialBuckets[key] }) { return known }
    let (squares, colors) = radialThresholds(startRadius: r0, endRadius: r1)
    let buckets = ThresholdBuckets([Int64.min] + squares.dropFirst() + [Int64.max], colors: colors)
    lock.withLock { radialBuckets[key] = buckets }
    return buckets
  }

  /// The colours of a linear gradient whose squared length is `lengthSquared` (1/65536 pixel²,
  /// positive) by projection, bucketed: run `i` starts where the position
  /// `⌊65536 · p / L²⌋` reaches `starts[i]`, at `p = ⌈starts[i] · L² / 65536⌉` (computed in 128 bits:
  /// `starts[i] ≤ 2¹⁶`, `L² < 2⁶¹`; the result is at most `L²`).
  func linearBuckets(lengthSquared: Int64) -> ThresholdBuckets {
    if let known = lock.withLock({ linearBuckets[lengthSquared] }) { return known }
    let projections = starts.dropFirst().map { start in
      let product = UInt64(start).multipliedFullWidth(by: UInt64(lengthSquared))
      let (low, carry) = product.low.addingReportingOverflow(65535)
      let high = product.high + (carry ? 1 : 0)
      return Int64(bitPattern: high << 48 | low >> 16)
    }
    let buckets = ThresholdBuckets([Int64.min] + projections + [Int64.max], colors: colors)
    lock.withLock {
      if linearBuckets.count >= 64 { linearBuckets.removeAll() }
      linearBuckets[lengthSquared] = buckets
    }
    return buckets
  }
}
