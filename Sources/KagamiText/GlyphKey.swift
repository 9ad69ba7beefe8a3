/// Identifies one rendered glyph image: face, size, glyph and subpixel offset.
public struct GlyphKey: Hashable, Sendable {
  /// Face index in the `FontSet`.
  public var face: Int
  /// Pixels per em in 1/64 px.
  public var pixelSize64: Int
  /// Glyph id.
  public var glyph: UInt32
  /// Horizontal subpixel offset in quarter pixels, 0–3.
  public var subpixel: Int
  /// Rendered with a synthesized oblique.
  public var isOblique: Bool = false
}
