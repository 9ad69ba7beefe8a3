import KagamiImage

/// WCAG 2.x contrast ratio of two opaque colours, `(L1 + 0.05) / (L2 + 0.05)` with L1 the lighter
/// relative luminance, kept as the exact integer numerator and denominator (`RelativeLuminance`'s
/// units): comparing with a threshold or another ratio is integer arithmetic.
public struct ContrastRatio: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The lighter luminance plus 0.05, in units of 10^-14.
  public let numerator: Int64
  /// The darker luminance plus 0.05, in units of 10^-14.
  public let denominator: Int64

  /// The ratio of two colours (alpha ignored), in either order.
  public init(_ first: RGBAColor, _ second: RGBAColor) {
    self.init(luminance: RelativeLuminance.of(first), RelativeLuminance.of(second))
  }

  /// The ratio of two luminances in `RelativeLuminance`'s units, in either order.
  init(luminance first: Int64, _ second: Int64) {
    numerator = max(first, second) + RelativeLuminance.flare
    denominator = min(first, second) + RelativeLuminance.flare
  }

  /// True when the ratio is at least `threshold` (exactly: `numerator × 10 ≥ tenths × denominator`).
  public func meets(tenths threshold: Int) -> Bool {
    numerator * 10 >= Int64(threshold) * denominator
  }

  /// The ratio in hundredths, rounded down (so a ratio just under 4.5 never shows as 4.50).
  public var hundredths: Int { Int(numerator * 100 / denominator) }

  /// `4.48:1`: two decimals, rounded down.
  public var description: String {
    let value = hundredths
    let fraction = value % 100
    return "\(value / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
  }

  /// Lower contrast first (compared by cross products, exactly).
  public static func < (lhs: ContrastRatio, rhs: ContrastRatio) -> Bool {
    let left = lhs.numerator.multipliedFullWidth(by: rhs.denominator)
    let right = rhs.numerator.multipliedFullWidth(by: lhs.denominator)
    return (left.high, left.low) < (right.high, right.low)
  }
}
