/// A gradient's colours along rows of pixels, from its colour runs (`GradientRamp`) turned into
/// thresholds in the sampler's own integers: exactly `GradientSampler.color(x:y:)` at every pixel,
/// without a division or a square root per pixel.
///
/// - Linear: a pixel's position is `⌊65536 · p / |e − s|²⌋` clamped, with `p` the projection, so it
///   reaches a run's start `t` exactly when `p ≥ ⌈t · |e − s|² / 65536⌉`; along a row `p` grows by
///   a constant step.
/// - Radial: the colour changes at fixed squared distances (`GradientRamp.radialThresholds`); along
///   a row the squared distance is stepped exactly (`d² += 512·dx + 65536`).
///
/// Either way each pixel's run is one lookup in `ThresholdBuckets`.
struct GradientRows {
  private enum Kind {
    case direct(GradientSampler)
    case constant(UInt32)
    case linear(startX: Int64, startY: Int64, deltaX: Int64, deltaY: Int64, buckets: ThresholdBuckets)
    case radial(centerX: Int64, centerY: Int64, buckets: ThresholdBuckets)
  }

  private let kind: Kind

  /// What a row's colours depend on besides the row's own start: the colour runs (one ramp object
  /// per distinct stops in a render) and the geometry's constants.
  struct Identity: Hashable {
    let ramp: ObjectIdentifier
    let radial: Bool
    let first: Int64
    let second: Int64
  }

  /// Set for rows worth remembering (`GradientRowMemo`).
  private var identity: Identity?

  /// Colours computed pixel by pixel (`GradientSampler.color(x:y:)`): for a few pixels, where
  /// building a ramp would cost more.
  init(direct sampler: GradientSampler) {
    kind = .direct(sampler)
  }

  init(_ sampler: GradientSampler, ramp: GradientRamp) {
    switch sampler.kind {
    case .linear(let sx, let sy, let dx, let dy, let lengthSquared):
      guard lengthSquared > 0 else {
        kind = .constant(ramp.color(at: 65536))
        return
      }
      let buckets = ramp.linearBuckets(lengthSquared: lengthSquared)
      kind = .linear(startX: sx, startY: sy, deltaX: dx, deltaY: dy, buckets: buckets)
      identity = Identity(ramp: ObjectIdentifier(ramp), radial: false, first: lengthSquared, second: 0)
    case .radial(let cx, let cy, let r0, let r1):
      kind = .radial(centerX: cx, centerY: cy, buckets: ramp.radialBuckets(startRadius: r0, endRadius: r1))
      identity = Identity(ramp: ObjectIdentifier(ramp), radial: true, first: r0, second: r1)
    }
  }

  /// Whether every colour is opaque (then a fully covered pixel just takes its colour).
  var isOpaque: Bool {
    switch kind {
    case .direct: return false
    case .constant(let color): return color >= 0xFF00_0000
    case .linear(_, _, _, _, let buckets), .radial(_, _, let buckets):
      return buckets.colors.allSatisfy { $0 >= 0xFF00_0000 }
    }
  }

  /// The packed colours of `count` pixels from (`x`, `y`) rightwards, into `buffer`; with a `memo`,
  /// rows computed before (in this render) are copied.
  func colors(x: Int, y: Int, count: Int, into buffer: UnsafeMutablePointer<UInt32>, memo: GradientRowMemo?) {
    guard count > 0 else { return }
    guard let memo, let identity, count >= GradientRowMemo.shortestRow else {
      return colors(x: x, y: y, count: count, into: buffer)
    }
    let key: GradientRowMemo.Key
    switch kind {
    case .linear(let sx, let sy, let dx, let dy, _):
      let projection = (Int64(x) &* 256 &+ 128 &- sx) &* dx &+ (Int64(y) &* 256 &+ 128 &- sy) &* dy
      key = GradientRowMemo.Key(identity: identity, first: projection, second: dx, count: count)
    case .radial(let cx, let cy, _):
      let dy = Int64(y) &* 256 &+ 128 &- cy
      key = GradientRowMemo.Key(identity: identity, first: Int64(x) &* 256 &+ 128 &- cx, second: dy &* dy, count: count)
    case .direct, .constant:
      return colors(x: x, y: y, count: count, into: buffer)
    }
    memo.colors(key, into: buffer) { colors(x: x, y: y, count: count, into: $0) }
  }

  /// The packed colours of `count` pixels from (`x`, `y`) rightwards, into `buffer`.
  func colors(x: Int, y: Int, count: Int, into buffer: UnsafeMutablePointer<UInt32>) {
    guard count > 0 else { return }
    switch kind {
    case .direct(let sampler):
      for index in 0..<count { buffer[index] = sampler.color(x: x + index, y: y) }
    case .constant(let color):
      buffer.update(repeating: color, count: count)
    case .linear(let sx, let sy, let dx, let dy, let buckets):
      // Below 2⁶¹ (see `GradientSampler.fixed`): wrapping arithmetic never wraps.
      var projection = (Int64(x) &* 256 &+ 128 &- sx) &* dx &+ (Int64(y) &* 256 &+ 128 &- sy) &* dy
      let step = 256 &* dx
      buckets.withLookup { color in
        for index in 0..<count {
          buffer[index] = color(projection)
          projection &+= step
        }
      }
    case .radial(let cx, let cy, let buckets):
      let dy = Int64(y) &* 256 &+ 128 &- cy
      let dx = Int64(x) &* 256 &+ 128 &- cx
      Self.radialRow(dx: dx, dy: dy, count: count, buckets: buckets, into: buffer)
    }
  }

  /// A radial row: pixel `i` at `dx + 256·i` across, `dy` down from the centre (1/256 pixel). The
  /// squared distance is stepped exactly (`(dx + 256)² − dx² = 512·dx + 65536`). A centre on a
  /// pixel corner or centre (`dx` a multiple of 128) makes the row symmetric about it: pixels left of
  /// the centre copy their mirror images, computed first.
  private static func radialRow(
    dx: Int64, dy: Int64, count: Int, buckets: ThresholdBuckets, into buffer: UnsafeMutablePointer<UInt32>
  ) {
    // The first pixel at or right of the centre, and the index sum of mirror pairs.
    let right = dx >= 0 ? 0 : Int(min((-dx + 255) / 256, Int64(count)))
    let mirrored = dx % 128 == 0 && right > 0
    let firstComputed = mirrored ? right : 0
    buckets.withLookup { color in
      let start = dx &+ 256 &* Int64(firstComputed)
      var squared = start &* start &+ dy &* dy
      var increment = 512 &* start &+ 65536
      for index in firstComputed..<count {
        buffer[index] = color(squared)
        squared &+= increment
        increment &+= 131_072
      }
      guard mirrored else { return }
      // dx + 256·i = −(dx + 256·j) for j = sum − i.
      let sum = Int(-2 * dx / 256)
      var squaredLeft = dx &* dx &+ dy &* dy
      var incrementLeft = 512 &* dx &+ 65536
      for index in 0..<right {
        let mirror = sum - index
        buffer[index] = mirror < count ? buffer[mirror] : color(squaredLeft)
        squaredLeft &+= incrementLeft
        incrementLeft &+= 131_072
      }
    }
  }
}
