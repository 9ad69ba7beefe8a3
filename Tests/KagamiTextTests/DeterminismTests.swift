import KagamiImage
import KagamiRaster
import KagamiRenderer
import KagamiText
import Testing

@Suite struct DeterminismTests {
  /// Cold and warm glyph caches, fresh font sets and different drawing orders give the same pixels;
  /// the goldens (recorded in another process) check the same across processes.
  @Test func sameBytesWithColdAndWarmCaches() throws {
    let text = ParagraphGoldenTests.mixed
    func render(_ fonts: FontSet) throws -> Bitmap {
      let layout = try fonts.layout(text, font: Font(.body), style: ParagraphStyle(width: 300), scale: 3)
      var canvas = try Canvas(width: 920, height: layout.pixelHeight + 4, background: .white)
      try canvas.drawParagraph(
        layout, at: Point(x: 1.3, y: 2), color: RGBAColor(hex: 0x202020, alpha: 230), fonts: fonts)
      return canvas.bitmap
    }
    let cold = try render(FontSet.bundled())
    let warmFonts = try FontSet.bundled()
    _ = try render(warmFonts)
    _ = try warmFonts.layout(ParagraphGoldenTests.japanese, font: Font(.body), scale: 3)
    warmFonts.glyphCache.resetCounters()
    let warm = try render(warmFonts)
    #expect(warmFonts.glyphCache.hitRate == 1)
    #expect(cold.pixelHash == warm.pixelHash)
    let first = try FontSet.bundled().layout(text, font: Font(.body), style: ParagraphStyle(width: 300), scale: 3)
    let second = try FontSet.bundled().layout(text, font: Font(.body), style: ParagraphStyle(width: 300), scale: 3)
    #expect(first == second)
  }

  @Test func subpixelPositionsAreQuarterPixels() throws {
    let fonts = try FontSet.bundled()
    let layout = try fonts.layout("Wavy kerning AV", font: Font(size: 13), scale: 3)
    #expect(Set(layout.glyphs.map { $0.x4 & 3 }).count > 1, "glyphs land on several quarter-pixel offsets")
  }
}
