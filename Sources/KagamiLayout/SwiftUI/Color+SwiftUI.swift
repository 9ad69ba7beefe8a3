import Foundation
import KagamiImage

/// SwiftUI's colour names and initializers. The system colours resolve per colour scheme with
/// Apple's published sRGB values (iOS 17).
extension Color {
  /// The primary content colour: `label` (black, white in dark mode).
  public static let primary = Color.label
  /// The secondary content colour: `secondaryLabel`.
  public static let secondary = Color.secondaryLabel
  /// System pink.
  public static let pink = Color.systemPink
  static let systemPink = Color.system(light: 0xFF2D55, dark: 0xFF375F)
  /// System purple.
  public static let purple = Color.systemPurple
  static let systemPurple = Color.system(light: 0xAF52DE, dark: 0xBF5AF2)
  /// System indigo.
  public static let indigo = Color.systemIndigo
  static let systemIndigo = Color.system(light: 0x5856D6, dark: 0x5E5CE6)
  /// System teal.
  public static let teal = Color.systemTeal
  static let systemTeal = Color.system(light: 0x30B0C7, dark: 0x40C8E0)
  /// System mint.
  public static let mint = Color.systemMint
  static let systemMint = Color.system(light: 0x00C7BE, dark: 0x63E6E2)
  /// System cyan.
  public static let cyan = Color.systemCyan
  static let systemCyan = Color.system(light: 0x32ADE6, dark: 0x64D2FF)
  /// System brown.
  public static let brown = Color.systemBrown
  static let systemBrown = Color.system(light: 0xA2845E, dark: 0xAC8E68)

  private static func system(light: UInt32, dark: UInt32) -> Color {
    Color(value: .dynamic(light: RGBAColor(hex: light), dark: RGBAColor(hex: dark)))
  }

  /// A grey of `white` (0 black … 1 white).
  public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }

  /// A colour space of SwiftUI's `Color(_:red:green:blue:opacity:)`; every one is treated as sRGB.
  public enum RGBColorSpace: Hashable, Sendable {
    /// sRGB.
    case sRGB
    /// Linear sRGB (drawn as sRGB).
    case sRGBLinear
    /// Display P3 (drawn as sRGB).
    case displayP3
  }

  /// A fixed colour from channels in 0…1; the colour space is not converted (all are drawn as sRGB).
  public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(red: red, green: green, blue: blue, opacity: opacity)
  }

  /// A grey in `colorSpace` (drawn as sRGB).
  public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
    self.init(white: white, opacity: opacity)
  }

  /// A fixed colour from hue, saturation and brightness in 0…1 (HSB to RGB with plain arithmetic).
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let h = (RGBAColor.clampedUnit(hue) * 6).truncatingRemainder(dividingBy: 6)
    let s = RGBAColor.clampedUnit(saturation)
    let v = RGBAColor.clampedUnit(brightness)
    let sector = Int(h)
    let f = h - Double(sector)
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    let (r, g, b): (Double, Double, Double)
    switch sector {
    case 0: (r, g, b) = (v, t, p)
    case 1: (r, g, b) = (q, v, p)
    case 2: (r, g, b) = (p, v, t)
    case 3: (r, g, b) = (p, q, v)
    case 4: (r, g, b) = (t, p, v)
    default: (r, g, b) = (v, p, q)
    }
    self.init(red: r, green: g, blue: b, opacity: opacity)
  }

  /// The asset-catalog colour `name`. Asset catalogs are not read on Linux: it is drawn system gray
  /// (documented placeholder); `bundle` is accepted and not read.
  public init(_ name: String, bundle: Bundle? = nil) { self.init(SemanticColor.gray) }
}
