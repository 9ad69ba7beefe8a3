/// Yoga's float helpers, with NaN standing for "undefined".
enum FlexMath {
  @_transparent static func isDefined(_ value: Double) -> Bool { !value.isNaN }

  @_transparent static func isUndefined(_ value: Double) -> Bool { value.isNaN }

  /// The larger of two values, ignoring an undefined one.
  @_transparent static func maxOrDefined(_ a: Double, _ b: Double) -> Double {
    if !a.isNaN && !b.isNaN { return a > b ? a : b }
    return a.isNaN ? b : a
  }

  /// The smaller of two values, ignoring an undefined one.
  @_transparent static func minOrDefined(_ a: Double, _ b: Double) -> Double {
    if !a.isNaN && !b.isNaN { return a < b ? a : b }
    return a.isNaN ? b : a
  }

  /// Equal within 0.0001, or both undefined.
  @_transparent static func inexactEquals(_ a: Double, _ b: Double) -> Bool {
    if !a.isNaN && !b.isNaN { return (a - b).magnitude < 0.0001 }
    return a.isNaN && b.isNaN
  }

  /// Rounds a point value to the pixel grid of `scale` (Yoga's `roundValueToPixelGrid`).
  static func roundToPixelGrid(_ value: Double, scale: Double, forceCeil: Bool, forceFloor: Bool) -> Double {
    var scaled = value * scale
    var fraction = fractionalPart(scaled)
    if fraction < 0 { fraction += 1 }
    if inexactEquals(fraction, 0) {
      scaled -= fraction
    } else if inexactEquals(fraction, 1) {
      scaled = scaled - fraction + 1
    } else if forceCeil {
      scaled = scaled - fraction + 1
    } else if forceFloor {
      scaled -= fraction
    } else {
      scaled = scaled - fraction + (!fraction.isNaN && (fraction > 0.5 || inexactEquals(fraction, 0.5)) ? 1 : 0)
    }
    if scaled.isNaN || scale.isNaN { return .nan }
    return scaled / scale
  }

  /// `value.truncatingRemainder(dividingBy: 1)` (C's `fmod(value, 1)`), bit for bit, without a
  /// library call: below 2^52 the integer part converts exactly through `Int64` and the fractional
  /// part is exactly representable, so the subtraction is exact; the result keeps the value's sign
  /// (also for a zero). From 2^52 on every double is an integer (a signed zero); NaN and infinities
  /// give NaN, as fmod does. (Checked against `truncatingRemainder` on 10 million values.)
  @_transparent static func fractionalPart(_ value: Double) -> Double {
    guard value.magnitude < 0x1p52 else { return value.isFinite ? Double(signOf: value, magnitudeOf: 0) : .nan }
    return Double(signOf: value, magnitudeOf: value - Double(Int64(value)))
  }
}
