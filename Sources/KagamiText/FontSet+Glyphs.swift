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
        return try self.face(face).render(
          glyph: glyph, pixelSize64: pixelSize64, offset64: (subpixel & 3) * 16, oblique: oblique)
      } catch let error as TextError {
        throw error
      } catch {
        throw TextError.engine("\(faceNames[face]) glyph \(glyph): \(error)")
      }
    }
  }

  /// The colour image of `glyph` of colour face `face` (see `isColorFace`) at its strike's size,
  /// decoded once; nil when the glyph has no image. The caller scales it to the text size
  /// (`ColorGlyphPlacement`), with integer arithmetic.
  public func colorGlyphImage(face: Int, glyph: UInt32) throws -> ColorGlyphBitmap? {
    let key = ColorGlyphKey(face: face, glyph: glyph)
    if let image = colorGlyphs[key] { return image }
    let image: ColorGlyphBitmap?
    do {
      image = try self.face(face).renderColor(glyph: glyph)
    } catch let error as TextError {
      throw error
    } catch {
      throw TextError.engine("\(faceNames[face]) colour glyph \(glyph): \(error)")
    }
    let bytes = image?.pixels.count ?? 0
    if colorGlyphCacheBytes + bytes > Self.colorGlyphCacheBudget {
      colorGlyphs.removeAll()
      colorGlyphCacheBytes = 0
    }
    colorGlyphs[key] = .some(image)
    colorGlyphCacheBytes += bytes
    return image
  }

  /// A colour glyph's cache key.
  struct ColorGlyphKey: Hashable {
    var face: Int
    var glyph: UInt32
  }
}
