/// A paragraph's scalars and its glyphs in logical order (clusters ascending, left to right).
struct ShapedText {
  /// The text as Unicode scalar values.
  var scalars: [UInt32]
  /// Shaped glyphs.
  var glyphs: [ShapedGlyph]
  /// Characters drawn as .notdef.
  var missing: [MissingCharacter]
  /// Pixels per em in 1/64 px, shared by every glyph.
  var pixelSize64: Int
}
