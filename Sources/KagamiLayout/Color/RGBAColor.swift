/// A resolved colour: 8-bit sRGB channels with straight (not premultiplied) alpha.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
  /// Red.
  public var red: UInt8
  /// Green.
  public var green: UInt8
  /// Blue.
  public var blue: UInt8
  /// Alpha (255 is opaque).
  public var alpha: UInt8

  /// A colour from its channels.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour from `0xRRGGBB` and an alpha.
  public init(hex: UInt32, alpha: UInt8 = 255) {
    self.init(red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF), alpha: alpha)
  }

  /// The colour with its alpha multiplied by `opacity` (0…1, rounded to the nearest 1/255).
  public func multipliedAlpha(by opacity: Double) -> RGBAColor {
    var copy = self
    copy.alpha = UInt8((Double(alpha) * RGBAColor.clampedUnit(opacity)).rounded(.toNearestOrAwayFromZero))
    return copy
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
  static func clampedUnit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
}
