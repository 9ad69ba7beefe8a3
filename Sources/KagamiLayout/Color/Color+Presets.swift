import KagamiImage

/// Named colours: iOS's semantic colours (dynamic) and a few fixed ones.
extension Color {
  /// Primary text.
  public static let label = Color(.label)
  /// Secondary text.
  public static let secondaryLabel = Color(.secondaryLabel)
  /// Tertiary text.
  public static let tertiaryLabel = Color(.tertiaryLabel)
  /// Screen background.
  public static let background = Color(.background)
  /// Background of content on the screen background.
  public static let secondaryBackground = Color(.secondaryBackground)
  /// Background of grouped lists.
  public static let groupedBackground = Color(.groupedBackground)
  /// Cells of grouped lists.
  public static let secondaryGroupedBackground = Color(.secondaryGroupedBackground)
  /// Hairlines.
  public static let separator = Color(.separator)
  /// The tint colour: the innermost `.tint(_:)` above the view, else system blue.
  public static let accentColor = Color.tinted(default: Color(.accent))
  /// Fills of thin controls.
  public static let fill = Color(.fill)
  /// System red (dynamic).
  public static let red = Color(.red)
  /// System green (dynamic).
  public static let green = Color(.green)
  /// System orange (dynamic).
  public static let orange = Color(.orange)
  /// System yellow (dynamic).
  public static let yellow = Color(.yellow)
  /// System gray.
  public static let gray = Color(.gray)
  /// System blue (the accent).
  public static let blue = Color(.accent)
  /// Opaque white.
  public static let white = Color(RGBAColor(hex: 0xFFFFFF))
  /// Opaque black.
  public static let black = Color(RGBAColor(hex: 0x000000))
  /// Fully transparent.
  public static let clear = Color(RGBAColor(hex: 0, alpha: 0))
}
