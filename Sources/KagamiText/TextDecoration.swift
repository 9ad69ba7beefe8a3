/// An underline or strikethrough stroke of a laid-out paragraph: a whole-pixel rectangle relative
/// to the paragraph's top-left corner, drawn in its span's decoration colour.
///
/// Rounding rule (one for both kinds): the stroke's thickness is the font's thickness at the
/// span's size rounded to the nearest whole pixel (at least 1); its centre stays where the font
/// puts it, so its top edge is `baseline + round(centre − thickness / 2)` with every quantity in
/// 26.6 and halves rounded down the screen. Horizontally it covers the span's glyph advances on
/// the line (spacing included, trailing tracking not), each end rounded to the nearest pixel.
public struct TextDecoration: Equatable, Sendable {
  /// Which stroke.
  public enum Kind: String, Sendable {
    /// Below the baseline, at `post.underlinePosition`.
    case underline
    /// Through the x-height, at `OS/2.yStrikeoutPosition`.
    case strikethrough
  }

  /// Which stroke.
  public var kind: Kind
  /// Index of the span it belongs to (its colour comes from that span).
  public var span: Int
  /// Left edge in pixels.
  public var x: Int
  /// Top edge in pixels.
  public var y: Int
  /// Width in pixels.
  public var width: Int
  /// Height (the stroke's thickness) in pixels.
  public var height: Int

  /// A decoration from its parts.
  public init(kind: Kind, span: Int, x: Int, y: Int, width: Int, height: Int) {
    self.kind = kind
    self.span = span
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}
