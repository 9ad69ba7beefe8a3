import KagamiLayout

/// The app's colours. Kagami names its semantic colours as UIKit does and draws them from its own
/// light and dark tables; an iOS build would write `Color(uiColor: .label)` and so on (or an asset
/// catalog), and `Color(red:green:blue:)` for the fixed ones.
extension Theme {
  /// The brand orange (#FF8C1A), the same in light and dark; a screen's `.tint(_:)` replaces it (a
  /// seasonal campaign, or a test proving that a changed brand colour fails the snapshot checks).
  /// An iOS build would read `Color.accentColor`.
  public static let accent = Color.tinted(default: Color(hex: 0xFF8C1A))
  /// The accent as text and small glyphs on the app's surfaces: the brand orange on white is
  /// 2.3:1, under WCAG's 4.5:1 (the audit's contrast rule found it on every screen), so light mode
  /// uses a darker orange (#AD5200: 5.3:1 on white, 4.7:1 on the grouped background) and dark mode
  /// the brand orange itself (7.3:1 on the dark surface). An iOS build would use an asset catalog
  /// colour set with the same two values.
  public static let accentText = Color(light: 0xAD5200, dark: 0xFF8C1A)
  /// A soft orange tint for selected chips and badges (the accent at 14% over the background).
  public static let accentSoft = accent.opacity(0.14)
  /// Text and icons drawn on the accent.
  public static let onAccent = Color.white
  /// Screen background behind cards and sections (iOS: `.systemGroupedBackground`).
  public static let screenBackground = Color.groupedBackground
  /// Cards, rows and sheets (iOS: `.secondarySystemGroupedBackground`).
  public static let surface = Color.secondaryGroupedBackground
  /// Navigation and tab bars (iOS: `.systemBackground`).
  public static let barBackground = Color.background
  /// Primary text (iOS: `.label`).
  public static let primaryText = Color.label
  /// Secondary text: authors, subtitles. iOS's `.secondaryLabel` (#3C3C43 at 60%) is 3.5:1 on white
  /// and 3.3:1 on the grouped background, under WCAG's 4.5:1 (the audit found it on every screen):
  /// light mode uses an opaque #6C6C70 (5.2:1 on white, 4.7:1 on the grouped background); dark
  /// mode keeps `.secondaryLabel`'s value, which passes.
  public static let secondaryText = Color(
    light: RGBAColor(red: 0x6C, green: 0x6C, blue: 0x70),
    dark: RGBAColor(red: 0xEB, green: 0xEB, blue: 0xF5, alpha: 153))
  /// Labels of unselected tabs: iOS's grey (#8E8E93) is 3.3:1 on the white bar, so light mode uses
  /// #6C6C70 (5.2:1); dark mode keeps #8E8E93 (6.4:1 on the black bar).
  public static let inactiveTab = Color(light: 0x6C6C70, dark: 0x8E8E93)
  /// Tertiary text and inactive icons (iOS: `.tertiaryLabel`).
  public static let tertiaryText = Color.tertiaryLabel
  /// Hairlines (iOS: `.separator`).
  public static let separator = Color.separator
  /// Skeleton placeholders and image backgrounds (iOS: `.systemFill`).
  public static let placeholder = Color.fill
  /// Errors.
  public static let danger = Color.red
  /// Completed states.
  public static let success = Color.green

  /// The six calm colours behind an avatar's initials (#FF8C1A, #E0605E, #3FA66A, #4A8FD9,
  /// #9B6CD1, #C99A12).
  public static let avatarPalette: [Color] = [0xFF8C1A, 0xE0605E, 0x3FA66A, 0x4A8FD9, 0x9B6CD1, 0xC99A12].map {
    Color(hex: $0)
  }
}
