/// A resolved colour: 8-bit sRGB channels with straight (not premultiplied) alpha. The one colour
/// type below the DSL: bitmaps, the rasterizer, laid-out trees and diff images all use it (the DSL's
/// `Color` resolves to it).
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
  /// Red, 0–255.
  public var red: UInt8
  /// Green, 0–255.
  public var green: UInt8
  /// Blue, 0–255.
  public var blue: UInt8
  /// Alpha, 0 (transparent) – 255 (opaque).
  public var alpha: UInt8

  /// A colour from 8-bit channels.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour from a 0xRRGGBB value and an 8-bit alpha.
  public init(hex: UInt32, alpha: UInt8 = 255) {
    self.init(
      red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF), alpha: alpha)
  }

  /// This colour with its alpha multiplied by `opacity` (0–255): `alpha * opacity / 255`, rounded to
  /// nearest, exact integer arithmetic.
  public func multipliedAlpha(_ opacity: UInt8) -> RGBAColor {
    var copy = self
    let biased = Int(alpha) * Int(opacity) + 128
    copy.alpha = UInt8((biased + (biased >> 8)) >> 8)
    return copy
  }

  /// This colour with its alpha multiplied by `opacity` (0…1, rounded to the nearest 1/255).
  public func multipliedAlpha(by opacity: Double) -> RGBAColor {
    var copy = self
    copy.alpha = UInt8((Double(alpha) * RGBAColor.clampedUnit(opacity)).rounded(.toNearestOrAwayFromZero))
    return copy
  }

  /// The four channels packed in memory order (R, G, B, A) as a little-endian word.
  public var packed: UInt32 {
    UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24
  }

  /// The colour of a packed word (see `packed`).
  public init(packed: UInt32) {
    self.init(
      red: UInt8(packed & 0xFF), green: UInt8((packed >> 8) & 0xFF), blue: UInt8((packed >> 16) & 0xFF),
      alpha: UInt8(packed >> 24))
  }

  /// `#rrggbbaa`.
  public var description: String {
    let digits = [red, green, blue, alpha].map { byte -> String in
      let text = String(byte, radix: 16)
      return byte < 16 ? "0" + text : text
    }
    return "#" + digits.joined()
  }

  /// `value` clamped to 0…1 (NaN counts as 0).
  public static func clampedUnit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }

  /// Fully transparent black.
  public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
  /// Opaque black.
  public static let black = RGBAColor(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = RGBAColor(red: 255, green: 255, blue: 255)
}
