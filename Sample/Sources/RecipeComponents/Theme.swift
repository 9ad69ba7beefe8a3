// RecipeComponents: the recipe app's shared UI, written in SwiftUI's spelling (`import SwiftUI`:
// Kagami's module of that name on Linux, Apple's on iOS).
//
// Design rules:
// - Components take plain values (String, Int, Double, Bool, RecipeImage?), never app models, and no
//   closures: a feature maps its models to these values. Every user-visible string comes from the
//   caller (features localize); components only format numbers (`CountFormat`).
// - Every colour, spacing, radius and text role comes from `Theme` and `ThemeFont`. Neutrals are
//   semantic colours, so light and dark come for free; the accent is one orange in both schemes, and
//   tinted surfaces are the accent at low opacity over a semantic background.
// - Text uses text styles (Dynamic Type scales it); titles always carry a line limit so long
//   Japanese and English titles wrap (kinsoku is the text engine's job) and end with "…".
// - Bars read the device's safe area through `ScreenReader` and extend their background behind the
//   status bar and the home indicator; content stays inside the safe area.
// - Icons are SVG files drawn as vector images (`Icon`); no icon fonts, no bitmaps.
// - What only Kagami can say (fixture images, screen traits, SVG icons, the colour and text-size
//   tables, flexbox shares) is declared in KagamiSeam/, each with its iOS counterpart; nothing else
//   here names Kagami (KagamiDocsTests checks).
// - Every component has a stable node id (`id(_:)`) and an accessibility label and role.
import SwiftUI

/// The recipe app's colours (KagamiSeam/Theme+Colors.swift), spacing, radii and fixed sizes.
public enum Theme {
  /// 2 pt.
  public static let spacingXXS = 2.0
  /// 4 pt.
  public static let spacingXS = 4.0
  /// 8 pt.
  public static let spacingS = 8.0
  /// 12 pt.
  public static let spacingM = 12.0
  /// 16 pt: the screen margin.
  public static let spacingL = 16.0
  /// 24 pt.
  public static let spacingXL = 24.0
  /// 32 pt.
  public static let spacingXXL = 32.0
  /// The horizontal margin of screens (16 pt).
  public static let margin = 16.0

  /// Corner radius of cards (12 pt).
  public static let cardRadius = 12.0
  /// Corner radius of thumbnails (8 pt).
  public static let thumbnailRadius = 8.0
  /// Corner radius of buttons (10 pt).
  public static let buttonRadius = 10.0

  /// Height of the navigation bar's content (44 pt).
  public static let navigationBarHeight = 44.0
  /// Height of the tab bar's content (49 pt).
  public static let tabBarHeight = 49.0
  /// Height of buttons (48 pt).
  public static let buttonHeight = 48.0
  /// Minimum height of tappable rows (44 pt).
  public static let minimumRowHeight = 44.0
  /// The smallest touch target, both sides (44 pt, Apple's guideline).
  public static let minimumTarget = 44.0

  /// The width of one of `columns` equal columns across `width` points less the screen margins,
  /// `spacing` apart, rounded down to half a point (so columns sit on the pixel grid at 2x and 3x).
  public static func columnWidth(in width: Double, columns: Int, spacing: Double = spacingM) -> Double {
    let columns = max(columns, 1)
    let available = width - 2 * margin - spacing * Double(columns - 1)
    guard available.isFinite, available > 0 else { return 0 }
    return (available / Double(columns) * 2).rounded(.down) / 2
  }
}
