import KagamiImage
import KagamiRaster
import KagamiText

extension Canvas {
  /// Draws `paragraph` (laid out by `fonts`) with its top-left corner at `origin` in device pixels
  /// (x rounded to ¼ px, y to a whole pixel), in `color` (its alpha applies), through the clip.
  /// Glyph images come from `fonts`' cache, keyed by face, size, glyph and subpixel offset.
  public mutating func drawParagraph(_ paragraph: ParagraphLayout, at origin: Point, color: RGBAColor, fonts: FontSet)
    throws
  {
    guard origin.x.isFinite, origin.y.isFinite, abs(origin.x) < 1e9, abs(origin.y) < 1e9 else {
      throw RasterError.invalidGeometry("paragraph origin \(origin) is not finite")
    }
    guard color.alpha > 0 else { return }
    let originX4 = Int((origin.x * 4).rounded(.toNearestOrAwayFromZero))
    let originY = Int(origin.y.rounded(.toNearestOrAwayFromZero))
    for glyph in paragraph.glyphs {
      let x4 = originX4 + glyph.x4
      let image = try fonts.glyphImage(
        face: glyph.face, glyph: glyph.glyph, pixelSize64: glyph.pixelSize64, subpixel: x4 & 3)
      guard image.width > 0 else { continue }
      fillMask(
        image.coverage, width: image.width, height: image.height, x: (x4 >> 2) + image.left,
        y: originY + glyph.y - image.top, color: color)
    }
  }
}
