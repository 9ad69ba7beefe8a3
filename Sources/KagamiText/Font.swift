/// A font request: family, weight and size in points. Characters the family lacks fall back to
/// the set's other families (Latin → Japanese → Arabic → Hebrew).
public struct Font: Hashable, Sendable {
  /// The primary family, e.g. "Noto Sans".
  public var family: String
  /// The weight; the nearest bundled weight is used.
  public var weight: FontWeight
  /// Size in points (one em).
  public var size: Double
  /// Slanted: the bundled fonts have no italic faces, so glyphs are drawn from the upright face
  /// with a synthesized oblique (FreeType's 12° shear), the way iOS slants fonts without one.
  public var isItalic: Bool = false

  /// The default family: Noto Sans, falling back to Noto Sans CJK JP.
  public static let defaultFamily = "Noto Sans"

  /// A font from its parts.
  public init(family: String = Font.defaultFamily, weight: FontWeight = .regular, size: Double) {
    self.family = family
    self.weight = weight
    self.size = size
  }

  /// The font of a text style at a content size category.
  public init(_ style: TextStyle, category: ContentSizeCategory = .large, family: String = Font.defaultFamily) {
    self.init(family: family, weight: style.weight, size: Double(style.pointSize(for: category)))
  }

  /// This font slanted (a synthesized oblique, see `isItalic`).
  public func italic() -> Font {
    var font = self
    font.isItalic = true
    return font
  }

  /// Pixels per em in 26.6 at `scale`, clamped to 1/64 px … 2,048 px (non-finite sizes give 1/64).
  func pixelSize64(scale: Int) -> Int {
    let value = size * Double(max(scale, 1)) * 64
    guard value.isFinite else { return 1 }
    return Int(min(max(value.rounded(.toNearestOrAwayFromZero), 1), 2048 * 64))
  }
}
