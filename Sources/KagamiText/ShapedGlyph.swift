/// One glyph out of the shaper, in logical order, positions in 26.6 device pixels.
public struct ShapedGlyph: Equatable, Sendable {
  /// Index of the face in the `FontSet`.
  public var face: Int
  /// Glyph id in that face (0 is .notdef).
  public var glyph: UInt32
  /// Index, in Unicode scalars, of the first character of this glyph's cluster.
  public var cluster: Int
  /// Horizontal advance in 1/64 px.
  public var advance64: Int
  /// Horizontal offset from the pen position in 1/64 px.
  public var offsetX64: Int
  /// Vertical offset (up) from the baseline in 1/64 px.
  public var offsetY64: Int
  /// False for glyphs that are never drawn (line feeds, control characters).
  public var isVisible: Bool
  /// True for a glyph of a run shaped right to left: its run's glyphs are stored in logical order,
  /// the reverse of the order they are shown in.
  public var isRightToLeft: Bool = false
  /// Index of the span the glyph belongs to.
  public var span: Int = 0
}
