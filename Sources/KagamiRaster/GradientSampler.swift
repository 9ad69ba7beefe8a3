import KagamiImage

/// The colour of a `GradientFill` (in device pixels) at each pixel centre, by integer arithmetic only
/// (Docs/paint.md):
///
/// - Geometry is rounded once to 1/256 pixel. A pixel's position along the gradient, `t`, is in
///   1/65536 steps: for a linear gradient, the projection of the pixel centre on the start→end line,
///   `floor(65536 · (p − s)·(e − s) / |e − s|²)`; for a radial one, `floor(65536 · (|p − c| − r₀) / (r₁ − r₀))`
///   with `|p − c|` the integer square root, rounded down. `t` is clamped to 0…65536 (pad spreading).
/// - Stop locations are rounded to 1/65536 and made non-decreasing. Between two stops the colour is
///   the premultiplied mix, rounded once per channel (half up): alpha `(a₀w₀ + a₁w₁) / (w₀ + w₁)`,
///   colour `(c₀a₀w₀ + c₁a₁w₁) / (a₀w₀ + a₁w₁)`. Equal alphas make it the plain straight mix.
/// - A zero-length linear gradient paints its last stop everywhere (as CSS); a radial one with equal
///   radii its first stop inside the circle and its last from it outwards.
struct GradientSampler {
  private let locations: [Int64]
  private let colors: [RGBAColor]
  let kind: Kind

  /// The geometry in 1/256 pixel (see `fixed`).
  enum Kind {
    case linear(startX: Int64, startY: Int64, deltaX: Int64, deltaY: Int64, lengthSquared: Int64)
    case radial(centerX: Int64, centerY: Int64, startRadius: Int64, endRadius: Int64)
  }

  /// A sampler for `gradient`, whose geometry is in device pixels; nil without stops.
  init?(_ gradient: GradientFill) {
    guard !gradient.stops.isEmpty else { return nil }
    var locations: [Int64] = []
    var previous = Int64.min
    for stop in gradient.stops {
      let location = Int64((RGBAColor.clampedUnit(stop.location) * 65536).rounded(.toNearestOrAwayFromZero))
      previous = max(previous, location)
      locations.append(previous)
    }
    self.locations = locations
    colors = gradient.stops.map(\.color)
    switch gradient.geometry {
    case .linear(let start, let end):
      let (sx, sy, ex, ey) = (Self.fixed(start.x), Self.fixed(start.y), Self.fixed(end.x), Self.fixed(end.y))
      let (dx, dy) = (ex - sx, ey - sy)
      kind = .linear(startX: sx, startY: sy, deltaX: dx, deltaY: dy, lengthSquared: dx * dx + dy * dy)
    case .radial(let center, let startRadius, let endRadius):
      kind = .radial(
        centerX: Self.fixed(center.x), centerY: Self.fixed(center.y), startRadius: Self.fixed(max(startRadius, 0)),
        endRadius: Self.fixed(max(endRadius, 0)))
    }
  }

  /// The stop locations in 1/65536, non-decreasing.
  var stopLocations: [Int64] { locations }

  /// What the colour ramp depends on: the stops.
  var rampKey: GradientRamp.Key { GradientRamp.Key(locations: locations, colors: colors.map(\.packed)) }

  /// `value` in 1/256 pixel, rounded half away from zero, clamped to ±2²⁰ pixels: with pixels at
  /// most 2¹⁵ from the origin (`Bitmap.maximumDimension`), every square and product below stays
  /// under 2⁶¹, so the sampler works in 64-bit integers.
  static func fixed(_ value: Double) -> Int64 {
    guard value.isFinite else { return 0 }
    return Int64((min(max(value, -1_048_576), 1_048_576) * 256).rounded(.toNearestOrAwayFromZero))
  }

  /// The packed colour at the centre of pixel (`x`, `y`).
  func color(x: Int, y: Int) -> UInt32 { color(at: position(x: x, y: y)) }

  /// The pixel centre's position along the gradient, 0…65536.
  func position(x: Int, y: Int) -> Int64 {
    let px = Int64(x) * 256 + 128
    let py = Int64(y) * 256 + 128
    switch kind {
    case .linear(let sx, let sy, let dx, let dy, let lengthSquared):
      // Below 2⁶¹ (see `fixed`): wrapping arithmetic never wraps.
      return Self.position(projection: (px &- sx) &* dx &+ (py &- sy) &* dy, lengthSquared: lengthSquared)
    case .radial(let cx, let cy, let r0, let r1):
      let distance = Self.squareRoot((px &- cx) &* (px &- cx) &+ (py &- cy) &* (py &- cy))
      return Self.position(distance: distance, startRadius: r0, endRadius: r1)
    }
  }

  /// A radial gradient's position at `distance` from its centre (all in 1/256 pixel):
  /// `⌊65536 · (distance − r₀) / (r₁ − r₀)⌋` clamped to 0…65536; equal radii: 0 inside, 65536 from
  /// the circle outwards.
  static func position(distance: Int64, startRadius r0: Int64, endRadius r1: Int64) -> Int64 {
    if r1 == r0 { return distance >= r0 ? 65536 : 0 }
    let numerator = (distance - r0) << 16
    let denominator = r1 - r0
    if numerator >= 0 && denominator > 0 && numerator < 1 << 52 {
      return min(Self.quotient(numerator, denominator), 65536)
    }
    var quotient = numerator / denominator
    if numerator % denominator != 0 && (numerator < 0) != (denominator < 0) { quotient -= 1 }
    return min(max(quotient, 0), 65536)
  }

  /// `⌊65536 · projection / lengthSquared⌋` clamped to 0…65536 (a zero length: 65536).
  @inline(__always)
  static func position(projection: Int64, lengthSquared: Int64) -> Int64 {
    if lengthSquared == 0 || projection >= lengthSquared { return 65536 }
    if projection <= 0 { return 0 }
    if projection < 1 << 36 { return quotient(projection << 16, lengthSquared) }
    if projection < 1 << 46 { return (projection << 16) / lengthSquared }
    // 0 < projection < lengthSquared < 2⁶¹: the 80-bit numerator by a wide division.
    let wide = (high: UInt64(projection >> 48), low: UInt64(bitPattern: projection << 16))
    return Int64(UInt64(lengthSquared).dividingFullWidth(wide).quotient)
  }

  /// `numerator / denominator` rounded down, for 0 ≤ numerator < 2⁵³ and denominator ≥ 1, through
  /// one IEEE division: both are exact doubles, and the rounded quotient never reaches the next
  /// integer (its error is below `quotient · 2⁻⁵³ < 1 / denominator`), so this equals the integer
  /// division on every machine, faster.
  @inline(__always)
  static func quotient(_ numerator: Int64, _ denominator: Int64) -> Int64 {
    // Truncation is rounding down here (the quotient is not negative), without a libm call.
    Int64(Double(numerator) / Double(denominator))
  }

  /// The colour at `t` (0…65536).
  func color(at t: Int64) -> UInt32 {
    let last = locations.count - 1
    if t <= locations[0] { return colors[0].packed }
    if t >= locations[last] { return colors[last].packed }
    var index = 0
    while locations[index + 1] <= t { index += 1 }
    let (low, high) = (colors[index], colors[index + 1])
    let weightHigh = t - locations[index]
    let weightLow = locations[index + 1] - t
    let span = weightLow + weightHigh
    let alphaSum = Int64(low.alpha) * weightLow + Int64(high.alpha) * weightHigh
    // Every numerator here is below 2³³: `quotient` is exact.
    let alpha = Self.quotient(alphaSum + span / 2, span)
    guard alphaSum > 0 else { return 0 }
    func channel(_ a: UInt8, _ b: UInt8) -> UInt32 {
      let mix = Int64(a) * Int64(low.alpha) * weightLow + Int64(b) * Int64(high.alpha) * weightHigh
      return UInt32(Self.quotient(mix + alphaSum / 2, alphaSum))
    }
    return channel(low.red, high.red) | channel(low.green, high.green) << 8 | channel(low.blue, high.blue) << 16
      | UInt32(alpha) << 24
  }

  /// ⌊√value⌋ for 0 ≤ value < 2⁶², exactly (a floating-point guess corrected by integer checks).
  static func squareRoot(_ value: Int64) -> Int64 {
    guard value > 0 else { return 0 }
    var root = Int64(Double(value).squareRoot())
    while root * root > value { root -= 1 }
    while (root + 1) * (root + 1) <= value { root += 1 }
    return root
  }
}
