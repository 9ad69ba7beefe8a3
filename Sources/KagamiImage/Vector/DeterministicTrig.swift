/// Sine, cosine and arctangent from IEEE basic operations only (no libm), so that every machine and
/// both build configurations get the same bits: the pixel path never calls a transcendental function
/// (Docs/architecture.md). Range reduction by quarter turns, then Taylor series (whose coefficients,
/// 1/n!, are exact mathematical constants) evaluated by Horner's rule; accurate to a few units in the
/// last place, and exact at multiples of 90°.
public enum DeterministicTrig {
  /// The sine and cosine of an angle in degrees; multiples of 90° give exactly 0 and ±1.
  public static func sinCos(degrees: Double) -> (sin: Double, cos: Double) {
    guard degrees.isFinite else { return (.nan, .nan) }
    let quarter = (degrees / 90).rounded()
    var rest = degrees - quarter * 90
    if abs(rest) < 1e-9 { rest = 0 }
    return rotated(kernel(rest * (Double.pi / 180)), quarterTurns: quarter)
  }

  /// The sine and cosine of `radians`.
  public static func sinCos(_ radians: Double) -> (sin: Double, cos: Double) {
    guard radians.isFinite else { return (.nan, .nan) }
    let quarter = (radians / (Double.pi / 2)).rounded()
    // π/2 split in two so that quarter·high is exact (Cody and Waite's reduction).
    let high = 1.570_796_326_734_125_614_17
    let low = 6.077_100_506_506_192_249_32e-11
    let rest = (radians - quarter * high) - quarter * low
    return rotated(kernel(rest), quarterTurns: quarter)
  }

  /// sin and cos of |x| ≤ π/4 by their Taylor series to x¹⁷ and x¹⁸ (truncation below 1e-19).
  private static func kernel(_ x: Double) -> (sin: Double, cos: Double) {
    let x2 = x * x
    // Horner's rule on x²: 1/17!, then 1/15!, …, 1/3!, 1 (sine); 1/18!, 1/16!, …, 1/2!, 1 (cosine).
    var sine = 1.0 / 355_687_428_096_000
    for factorial in [1_307_674_368_000.0, 6_227_020_800, 39_916_800, 362_880, 5_040, 120, 6] {
      sine = 1 / factorial - x2 * sine
    }
    sine = 1 - x2 * sine
    var cosine = 1.0 / 6_402_373_705_728_000
    for factorial in [20_922_789_888_000.0, 87_178_291_200, 479_001_600, 3_628_800, 40_320, 720, 24, 2] {
      cosine = 1 / factorial - x2 * cosine
    }
    cosine = 1 - x2 * cosine
    return (sine * x, cosine)
  }

  /// (sin, cos) of an angle a whole number of quarter turns further on.
  private static func rotated(_ value: (sin: Double, cos: Double), quarterTurns: Double) -> (sin: Double, cos: Double) {
    let turn = Int(quarterTurns.truncatingRemainder(dividingBy: 4))
    switch (turn + 4) % 4 {
    case 0: return value
    case 1: return (value.cos, -value.sin)
    case 2: return (-value.sin, -value.cos)
    default: return (-value.cos, value.sin)
    }
  }

  /// The angle of (x, y) from the positive x axis, in [−π, π], as libm's `atan2(y, x)` (which it
  /// matches to a few units in the last place).
  public static func atan2(_ y: Double, _ x: Double) -> Double {
    guard x.isFinite, y.isFinite else { return .nan }
    if x == 0 && y == 0 { return x.sign == .minus ? (y.sign == .minus ? -Double.pi : Double.pi) : y }
    let (ax, ay) = (abs(x), abs(y))
    // atan of the ratio ≤ 1, then the octant.
    var angle = ay <= ax ? atan(ay / ax) : Double.pi / 2 - atan(ax / ay)
    if x < 0 { angle = Double.pi - angle }
    return y < 0 || (y == 0 && y.sign == .minus) ? -angle : angle
  }

  /// atan(t) for 0 ≤ t ≤ 1: t > tan(π/8) is reduced by atan(t) = π/4 + atan((t − 1)/(t + 1)); then the
  /// Taylor series to u⁴⁷ (|u| ≤ 0.4143, truncation below 1e-19).
  private static func atan(_ t: Double) -> Double {
    let reduce = t > 0.414_213_562_373_095_1
    let u = reduce ? (t - 1) / (t + 1) : t
    let u2 = u * u
    var sum = 1.0 / 47
    var term = 45.0
    while term >= 1 {
      sum = 1 / term - u2 * sum
      term -= 2
    }
    let value = u * sum
    return reduce ? Double.pi / 4 + value : value
  }
}
