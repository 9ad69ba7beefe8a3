import KagamiImage
import KagamiRaster
import KagamiText

extension TextBackdropProbe {
  /// The glyph coverage (0–255) of `span` in each pixel of `rect` (unshifted), row by row: what
  /// drawing the paragraph in that span alone, opaque, into a clear canvas of `rect` would leave in
  /// its alpha. Read straight from the glyph images the painter's own draw takes from `fonts`' cache
  /// (`glyphCoverage`); a span with a colour glyph or a decoration is drawn (`drawnCoverage`), and
  /// so is every span when `drawing` (`ScreenRenderer.drawsTextCoverage`). Nil if it cannot be.
  static func coverage(
    of paragraph: ParagraphLayout, span: Int, spans: Int, at origin: PixelRect, in rect: PixelRect, like canvas: Canvas,
    fonts: FontSet, drawing: Bool = false
  ) -> [UInt8]? {
    if !drawing,
      let coverage = glyphCoverage(of: paragraph, span: span, spans: spans, at: origin, in: rect, fonts: fonts)
    {
      return coverage
    }
    return drawnCoverage(of: paragraph, span: span, spans: spans, at: origin, in: rect, like: canvas, fonts: fonts)
  }

  /// `coverage(of:…)` without a canvas: each of the span's glyph images composited in black over
  /// the others as `Canvas.fillMask` composites them over a clear canvas (the alpha of a black
  /// source at coverage `c` over alpha `a` is `c + a × (255 − c) / 255`, rounded). Nil when the
  /// span has a colour glyph (an image, not a mask) or a decoration, or a glyph cannot be rendered.
  static func glyphCoverage(
    of paragraph: ParagraphLayout, span: Int, spans: Int, at origin: PixelRect, in rect: PixelRect, fonts: FontSet
  ) -> [UInt8]? {
    let width = rect.width
    let height = rect.height
    guard width > 0, height > 0 else { return nil }
    // `drawnCoverage` paints every span but this one clear, and a span past the end in the last colour.
    let last = max(spans, 1) - 1
    guard !paragraph.decorations.contains(where: { min($0.span, last) == span }) else { return nil }
    var coverage = [UInt8](repeating: 0, count: width * height)
    let originX4 = (origin.x - rect.x) * 4
    let originY = origin.y - rect.y
    for glyph in paragraph.glyphs where min(glyph.span, last) == span {
      guard !fonts.isColorFace(glyph.face) else { return nil }
      let x4 = originX4 + glyph.x4
      guard
        let image = try? fonts.glyphImage(
          face: glyph.face, glyph: glyph.glyph, pixelSize64: glyph.pixelSize64, subpixel: x4 & 3,
          oblique: glyph.isOblique)
      else { return nil }
      guard image.width > 0 else { continue }
      guard image.coverage.count >= image.width * image.height else { return nil }
      let left = (x4 >> 2) + image.left
      let top = originY + glyph.y - image.top
      let (firstColumn, endColumn) = (max(left, 0), min(left + image.width, width))
      let (firstRow, endRow) = (max(top, 0), min(top + image.height, height))
      // A glyph outside the box adds nothing.
      guard firstColumn < endColumn, firstRow < endRow else { continue }
      let columns = firstColumn..<endColumn
      let rows = firstRow..<endRow
      image.coverage.withUnsafeBufferPointer { source in
        coverage.withUnsafeMutableBufferPointer { out in
          for row in rows {
            let from = (row - top) * image.width - left
            let to = row * width
            // Branch-free (a glyph's edges would mispredict a skip of its empty pixels): ink 0
            // keeps what is under, nothing under takes the ink.
            for column in columns {
              let ink = Int(source[from + column])
              let under = Int(out[to + column])
              out[to + column] = UInt8(truncatingIfNeeded: ink &+ Compositor.multiply(under, 255 &- ink))
            }
          }
        }
      }
    }
    return coverage
  }

  /// `coverage(of:…)` by drawing: the paragraph drawn once more, in that span alone and opaque,
  /// into a clear scratch canvas; nil if it cannot be.
  static func drawnCoverage(
    of paragraph: ParagraphLayout, span: Int, spans: Int, at origin: PixelRect, in rect: PixelRect, like canvas: Canvas,
    fonts: FontSet
  ) -> [UInt8]? {
    guard
      var scratch = try? Canvas(
        width: rect.width, height: rect.height, scale: canvas.bitmap.scale, background: .clear, sharingWith: canvas)
    else { return nil }
    let colors = (0..<max(spans, 1)).map { $0 == span ? RGBAColor.black : RGBAColor.clear }
    let point = Point(x: Double(origin.x - rect.x), y: Double(origin.y - rect.y))
    guard (try? scratch.drawParagraph(paragraph, at: point, paint: ParagraphPaint(text: colors), fonts: fonts)) != nil
    else { return nil }
    let alpha = Self.alpha(of: scratch.bitmap)
    PixelBufferPool.shared.recycle(scratch.bitmap)
    return alpha
  }
}
