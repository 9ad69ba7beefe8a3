/// An opaque RGB colour used to paint pixels in a diff image (alpha is always 255 there).
public struct DiffColor: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// Red, 0–255.
  public var red: UInt8
  /// Green, 0–255.
  public var green: UInt8
  /// Blue, 0–255.
  public var blue: UInt8

  /// A colour from its three channels.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// pixelmatch's colour for anti-aliased pixels: yellow.
  public static let yellow = DiffColor(red: 255, green: 255, blue: 0)
  /// pixelmatch's colour for differing pixels: red.
  public static let red = DiffColor(red: 255, green: 0, blue: 0)
  /// Kagami's colour for changed pixels below pixelmatch's threshold in a diff image: blue.
  public static let blue = DiffColor(red: 0, green: 96, blue: 255)
  /// The colour masked areas are painted with before comparing (Playwright's default, #FF00FF).
  public static let magenta = DiffColor(red: 255, green: 0, blue: 255)

  /// `rgb(r, g, b)`.
  public var description: String { "rgb(\(red), \(green), \(blue))" }
}
