import KagamiText

/// SwiftUI's font names. `.font(.title)` picks the text style (scaled with the content size category);
/// a `Font` value such as `Font.title`, `.title.bold()` or `.system(size: 14)` is a fixed font:
/// the text style's size at the default (`.large`) category. Designs (`.rounded`, `.serif`,
/// `.monospaced`) and `custom` families draw with the bundled Noto Sans.
extension Font {
  /// SwiftUI's name for a text style.
  public typealias TextStyle = KagamiText.TextStyle
  /// SwiftUI's name for a font weight.
  public typealias Weight = FontWeight

  /// A font design. Kagami bundles one family: every design draws Noto Sans.
  public enum Design: Hashable, Sendable {
    /// The system design.
    case `default`
    /// Rounded (drawn as default).
    case rounded
    /// Serif (drawn as default).
    case serif
    /// Monospaced (drawn as default).
    case monospaced
  }

  /// The large title style (34 pt).
  public static let largeTitle = Font(.largeTitle)
  /// The title style (28 pt).
  public static let title = Font(.title)
  /// The second title style (22 pt).
  public static let title2 = Font(.title2)
  /// The third title style (20 pt).
  public static let title3 = Font(.title3)
  /// The headline style (17 pt semibold).
  public static let headline = Font(.headline)
  /// The subheadline style (15 pt).
  public static let subheadline = Font(.subheadline)
  /// The body style (17 pt).
  public static let body = Font(.body)
  /// The callout style (16 pt).
  public static let callout = Font(.callout)
  /// The footnote style (13 pt).
  public static let footnote = Font(.footnote)
  /// The caption style (12 pt).
  public static let caption = Font(.caption)
  /// The second caption style (11 pt).
  public static let caption2 = Font(.caption2)

  /// The system font at `size` points in `weight`; `design` is drawn as the default design.
  public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(weight: weight ?? .regular, size: size)
  }

  /// The text style `style` in `weight` (fixed at the default content size category).
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    var font = Font(style)
    if let weight { font.weight = weight }
    return font
  }

  /// The font family `name` at `size` points: drawn with the bundled Noto Sans (fonts are never read
  /// from the host).
  public static func custom(_ name: String, size: Double) -> Font { Font(size: size) }

  /// The font family `name` at `size` points relative to `textStyle`: drawn as `custom(_:size:)`.
  public static func custom(_ name: String, size: Double, relativeTo textStyle: TextStyle) -> Font {
    Font(size: size)
  }

  /// The font family `name` at a fixed `size`: drawn as `custom(_:size:)`.
  public static func custom(_ name: String, fixedSize: Double) -> Font { Font(size: fixedSize) }

  /// This font in `weight`.
  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.weight = weight
    return font
  }

  /// This font bold.
  public func bold() -> Font { weight(.bold) }

  /// This font with digits of one width. **No effect**: digits are drawn as the bundled font has them.
  public func monospacedDigit() -> Font { self }

  /// This font's monospaced design. **No effect**: there is no bundled monospaced family.
  public func monospaced() -> Font { self }

  /// This font in small capitals. **No effect**: drawn as is.
  public func smallCaps() -> Font { self }
}

extension Text {
  /// This text with digits of one width. **No effect** (see `Font.monospacedDigit()`).
  public func monospacedDigit() -> Text { self }

  /// This text in a monospaced font. **No effect** (see `Font.monospaced()`).
  public func monospaced(_ isActive: Bool = true) -> Text { self }
}

extension View {
  /// Text inside draws digits of one width. **No effect** (see `Font.monospacedDigit()`).
  public func monospacedDigit() -> Self { self }

  /// Text inside uses a monospaced font. **No effect** (see `Font.monospaced()`).
  public func monospaced(_ isActive: Bool = true) -> Self { self }

  /// Text inside is drawn in `weight`, or as it is with nil.
  @_disfavoredOverload
  public func fontWeight(_ weight: Font.Weight?) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { if let weight { $0.fontWeight = weight } }
  }
}
