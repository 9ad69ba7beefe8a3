import KagamiImage

/// The UIKit colour names SwiftUI code reaches for (`Color(uiColor: .systemBackground)`,
/// `Color(.systemGray5)`), resolved per colour scheme with UIKit's published sRGB values (iOS 17's
/// light and dark values of the UI element and standard colours: Apple's UIKit documentation, "UI
/// element colors" and "Standard colors", and the Human Interface Guidelines' "Color" tables;
/// alphas are the published fractions × 255, rounded). Kagami has
/// no UIKit; this type exists so that such code compiles on Linux and draws the same colours.
public struct UIColor: Hashable, Sendable {
  let color: Color

  /// A UIKit colour that resolves as `color`.
  public init(_ color: Color) { self.color = color }

  /// A fixed colour from channels in 0…1.
  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    color = Color(red: red, green: green, blue: blue, opacity: alpha)
  }

  /// A grey from 0 (black) to 1 (white).
  public init(white: Double, alpha: Double) { color = Color(white: white, opacity: alpha) }

  private static func dynamic(_ light: UInt32, _ dark: UInt32) -> UIColor {
    UIColor(Color(value: .dynamic(light: RGBAColor(hex: light), dark: RGBAColor(hex: dark))))
  }

  /// Primary text.
  public static let label = UIColor(Color(.label))
  /// Secondary text.
  public static let secondaryLabel = UIColor(Color(.secondaryLabel))
  /// Tertiary text.
  public static let tertiaryLabel = UIColor(Color(.tertiaryLabel))
  /// Quaternary text.
  public static let quaternaryLabel = UIColor(
    Color(value: .dynamic(light: RGBAColor(hex: 0x3C3C43, alpha: 46), dark: RGBAColor(hex: 0xEBEBF5, alpha: 41))))
  /// Placeholder text.
  public static let placeholderText = UIColor(Color(.tertiaryLabel))
  /// Screen background.
  public static let systemBackground = UIColor(Color(.background))
  /// Content on the screen background.
  public static let secondarySystemBackground = UIColor(Color(.secondaryBackground))
  /// Content on the secondary background.
  public static let tertiarySystemBackground = dynamic(0xFFFFFF, 0x2C2C2E)
  /// Grouped list background.
  public static let systemGroupedBackground = UIColor(Color(.groupedBackground))
  /// Grouped list cells.
  public static let secondarySystemGroupedBackground = UIColor(Color(.secondaryGroupedBackground))
  /// Content in grouped list cells.
  public static let tertiarySystemGroupedBackground = dynamic(0xF2F2F7, 0x2C2C2E)
  /// Hairlines.
  public static let separator = UIColor(Color(.separator))
  /// Opaque hairlines.
  public static let opaqueSeparator = dynamic(0xC6C6C8, 0x38383A)
  /// Thin control fills.
  public static let systemFill = UIColor(Color(.fill))
  /// Medium control fills.
  public static let secondarySystemFill = UIColor(Color(.secondaryFill))
  /// Large control fills.
  public static let tertiarySystemFill = UIColor(Color(.tertiaryFill))
  /// Fills of large areas, such as an expanded search field (`quaternarySystemFill`).
  public static let quaternarySystemFill = UIColor(
    Color(value: .dynamic(light: RGBAColor(hex: 0x747480, alpha: 20), dark: RGBAColor(hex: 0x767680, alpha: 46))))
  /// Links.
  public static let link = UIColor(Color(.accent))
  /// System gray.
  public static let systemGray = UIColor(Color(.gray))
  /// System gray 2.
  public static let systemGray2 = dynamic(0xAEAEB2, 0x636366)
  /// System gray 3.
  public static let systemGray3 = dynamic(0xC7C7CC, 0x48484A)
  /// System gray 4.
  public static let systemGray4 = dynamic(0xD1D1D6, 0x3A3A3C)
  /// System gray 5.
  public static let systemGray5 = dynamic(0xE5E5EA, 0x2C2C2E)
  /// System gray 6.
  public static let systemGray6 = dynamic(0xF2F2F7, 0x1C1C1E)
  /// System red.
  public static let systemRed = UIColor(Color(.red))
  /// System orange.
  public static let systemOrange = UIColor(Color(.orange))
  /// System yellow.
  public static let systemYellow = UIColor(Color(.yellow))
  /// System green.
  public static let systemGreen = UIColor(Color(.green))
  /// System mint.
  public static let systemMint = UIColor(Color.mint)
  /// System teal.
  public static let systemTeal = UIColor(Color.teal)
  /// System cyan.
  public static let systemCyan = UIColor(Color.cyan)
  /// System blue.
  public static let systemBlue = UIColor(Color(.accent))
  /// System indigo.
  public static let systemIndigo = UIColor(Color.indigo)
  /// System purple.
  public static let systemPurple = UIColor(Color.purple)
  /// System pink.
  public static let systemPink = UIColor(Color.pink)
  /// System brown.
  public static let systemBrown = UIColor(Color.brown)
  /// White.
  public static let white = UIColor(Color.white)
  /// Black.
  public static let black = UIColor(Color.black)
  /// Transparent.
  public static let clear = UIColor(Color.clear)

  /// This colour with its alpha multiplied by `alpha`.
  public func withAlphaComponent(_ alpha: Double) -> UIColor { UIColor(color.opacity(alpha)) }
}

extension Color {
  /// The colour `uiColor` resolves to.
  public init(uiColor: UIColor) { self = uiColor.color }

  /// The colour `uiColor` resolves to (`Color(.systemGray5)`); the DSL's semantic colours win where a
  /// name is both (`Color(.label)`).
  @_disfavoredOverload
  public init(_ uiColor: UIColor) { self = uiColor.color }
}
