/// A font weight on the CSS scale (100–900); the set picks the nearest bundled weight.
public struct FontWeight: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The CSS weight value.
  public var value: Int

  /// A weight from its CSS value.
  public init(_ value: Int) { self.value = value }

  /// 100.
  public static let ultraLight = FontWeight(100)
  /// 200.
  public static let thin = FontWeight(200)
  /// 300 (rendered with the regular face, the nearest bundled one).
  public static let light = FontWeight(300)
  /// 400.
  public static let regular = FontWeight(400)
  /// 500.
  public static let medium = FontWeight(500)
  /// 600 (rendered with the bold face, the nearest bundled one).
  public static let semibold = FontWeight(600)
  /// 700.
  public static let bold = FontWeight(700)
  /// 800.
  public static let heavy = FontWeight(800)
  /// 900.
  public static let black = FontWeight(900)

  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.value < rhs.value }

  public var description: String { "\(value)" }
}
