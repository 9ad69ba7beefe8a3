/// One styled piece of a paragraph: its text, font, extra spacing and decorations. A paragraph is
/// a list of spans laid out as one text (shaped span by span, broken into lines across spans).
/// Colours are not here: they do not change the layout, and the drawing side keeps them per span.
public struct TextSpan: Hashable, Sendable {
  /// The span's text.
  public var text: String
  /// The span's font (family, weight, size, italic).
  public var font: Font
  /// Points added after every character cluster, the last one of a line included (SwiftUI's
  /// `kerning`: the trailing edge moves too; ligatures are kept).
  public var kerning: Double
  /// Points added after every character cluster, except that after the last cluster of a line,
  /// which counts as trailing white space (SwiftUI's `tracking`); nonzero tracking turns off
  /// the fonts' optional ligatures (`liga`, `clig`).
  public var tracking: Double
  /// Underlined (a stroke at the font's underline position and thickness).
  public var isUnderlined: Bool
  /// Struck through (a stroke at the font's OS/2 strikeout position and size).
  public var isStruckThrough: Bool

  /// A span from its parts.
  public init(
    _ text: String, font: Font, kerning: Double = 0, tracking: Double = 0, isUnderlined: Bool = false,
    isStruckThrough: Bool = false
  ) {
    self.text = text
    self.font = font
    self.kerning = kerning
    self.tracking = tracking
    self.isUnderlined = isUnderlined
    self.isStruckThrough = isStruckThrough
  }

  /// Kerning and tracking in 1/64 device pixels at `scale`, each rounded once to nearest (halves
  /// away from zero); throws for a non-finite amount or one beyond ±10,000 points.
  func spacing64(scale: Int) throws -> (kerning: Int, tracking: Int) {
    (
      try Self.points64(kerning, name: "kerning", scale: scale),
      try Self.points64(tracking, name: "tracking", scale: scale)
    )
  }

  static func points64(_ value: Double, name: String, scale: Int) throws -> Int {
    guard value.isFinite, abs(value) <= 10_000 else {
      throw TextError.invalidAttribute(
        name: name, value: "\(value)", reason: "must be a finite number of points within ±10000")
    }
    return Int((value * Double(scale) * 64).rounded(.toNearestOrAwayFromZero))
  }
}
