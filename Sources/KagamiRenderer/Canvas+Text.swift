import KagamiFreeType
import KagamiImage
import KagamiRaster
import KagamiText

extension Canvas {
  /// Draws `paragraph` (laid out by `fonts`) with its top-left corner at `origin` in device pixels
  /// (x rounded to ¼ px, y to a whole pixel), in `color` (its alpha applies), through the clip.
  /// Glyph images come from `fonts`' cache, keyed by face, size, glyph, subpixel offset and slant.
  public mutating func drawParagraph(_ paragraph: ParagraphLayout, at origin: Point, color: RGBAColor, fonts: FontSet)
    throws
  {
    try drawParagraph(paragraph, at: origin, paint: ParagraphPaint(color: color), fonts: fonts)
  }

  /// Draws `paragraph` as `drawParagraph(_:at:color:fonts:)` does, each span in its colours (an
  /// emoji in its own colours, the span colour's alpha as its opacity): the glyphs first, then the underlines and strikethroughs (whole-pixel rectangles) over them.
  public mutating func drawParagraph(
    _ paragraph: ParagraphLayout, at origin: Point, paint: ParagraphPaint, fonts: FontSet
  ) throws {
    guard origin.x.isFinite, origin.y.isFinite, abs(origin.x) < 1e9, abs(origin.y) < 1e9 else {
      throw RasterError.invalidGeometry("paragraph origin \(origin) is not finite")
    }
    let originX4 = Int((origin.x * 4).rounded(.toNearestOrAwayFromZero))
    let originY = Int(origin.y.rounded(.toNearestOrAwayFromZero))
    let single = paint.text.count == 1 ? paint.text[0] : nil
    if single?.alpha != 0 {
      for glyph in paragraph.glyphs {
        let color = single ?? paint.textColor(glyph.span)
        guard color.alpha > 0 else { continue }
        let x4 = originX4 + glyph.x4
        if fonts.isColorFace(glyph.face) {
          try drawColorGlyph(glyph, x: (x4 + 2) >> 2, baseline: originY + glyph.y, opacity: color.alpha, fonts: fonts)
          continue
        }
        let image = try fonts.glyphImage(
          face: glyph.face, glyph: glyph.glyph, pixelSize64: glyph.pixelSize64, subpixel: x4 & 3,
          oblique: glyph.isOblique)
        guard image.width > 0 else { continue }
        fillMask(
          image.coverage, width: image.width, height: image.height, x: (x4 >> 2) + image.left,
          y: originY + glyph.y - image.top, color: color)
      }
    }
    let originX = Int(origin.x.rounded(.toNearestOrAwayFromZero))
    for decoration in paragraph.decorations {
      let color = paint.decorationColor(decoration.kind, span: decoration.span)
      guard color.alpha > 0 else { continue }
      let rect = Rect(
        x: Double(originX + decoration.x), y: Double(originY + decoration.y), width: Double(decoration.width),
        height: Double(decoration.height))
      try fill(.rectangle(rect), color: color)
    }
  }

  /// Draws colour glyph `glyph` (an emoji) with its pen at whole pixel `x` on row `baseline`: the
  /// strike image scaled to the glyph's size by `ColorGlyphPlacement` and resampled integer-only.
  private mutating func drawColorGlyph(
    _ glyph: PositionedGlyph, x: Int, baseline: Int, opacity: UInt8, fonts: FontSet
  ) throws {
    guard let image = try fonts.colorGlyphImage(face: glyph.face, glyph: glyph.glyph) else { return }
    let placement = ColorGlyphPlacement(image, pixelSize64: glyph.pixelSize64)
    let bitmap = try Bitmap(width: image.width, height: image.height, pixels: image.pixels)
    let rect = Rect(
      x: Double(x + placement.left), y: Double(baseline - placement.top), width: Double(placement.width),
      height: Double(placement.height))
    try drawImage(bitmap, in: rect, contentMode: .fill, opacity: opacity)
  }
}
