/// A glyph placed in a paragraph: x in quarter pixels (its subpixel offset is `x & 3`), baseline y
/// in whole pixels, both relative to the paragraph's top-left corner.
public struct PositionedGlyph: Equatable, Sendable {
  /// Face index in the `FontSet`.
  public var face: Int
  /// Glyph id (0 is .notdef).
  public var glyph: UInt32
  /// Pixels per em in 1/64 px.
  public var pixelSize64: Int
  /// Pen position in quarter pixels.
  public var x4: Int
  /// Baseline row in pixels.
  public var y: Int
  /// Offset of the glyph's first character, in Unicode scalars (the ellipsis repeats the cut point).
  public var cluster: Int
  /// Index of the span the glyph belongs to (its colour is that span's).
  public var span: Int = 0
  /// Drawn with a synthesized oblique (the span's font is italic).
  public var isOblique: Bool = false
}
