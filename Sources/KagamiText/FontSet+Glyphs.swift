import KagamiFreeType

extension FontSet {
  /// The coverage image of `glyph` of face `face` at `pixelSize64`, shifted right by `subpixel`
  /// quarter pixels (0–3), slanted when `oblique` (a synthesized italic), from the cache or
  /// freshly rendered.
  public func glyphImage(face: Int, glyph: UInt32, pixelSize64: Int, subpixel: Int, oblique: Bool = false) throws
    -> GlyphBitmap
  {
    let key = GlyphKey(face: face, pixelSize64: pixelSize64, glyph: glyph, subpixel: subpixel & 3, isOblique: oblique)
    return try glyphCache.image(for: key) {
      do {
        return try faces[face].render(
          glyph: glyph, pixelSize64: pixelSize64, offset64: (subpixel & 3) * 16, oblique: oblique)
      } catch {
        throw TextError.engine("\(faceNames[face]) glyph \(glyph): \(error)")
      }
    }
  }
}
