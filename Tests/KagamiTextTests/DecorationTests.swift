import KagamiImage
import KagamiRaster
import KagamiRenderer
import KagamiText
import Testing

/// Underline and strikethrough rectangles: where the fonts' own tables put them, over the span's advances.
@Suite struct DecorationTests {
  @Test(arguments: [(17.0, 3), (12.0, 2), (28.0, 3), (9.0, 1)])
  func strokesSitWhereTheFontsTablesPutThem(size: Double, scale: Int) throws {
    let fonts = try FontSet.bundled()
    for (family, sample) in [("Noto Sans", "Recipe"), ("Noto Sans CJK JP", "献立")] {
      for weight in [400, 700] {
        let font = Font(family: family, weight: FontWeight(weight), size: size)
        let span = TextSpan(sample, font: font, isUnderlined: true, isStruckThrough: true)
        let layout = try fonts.layout([span], scale: scale)
        let line = try #require(layout.lines.first)
        let expected = try FontTables(fonts: fonts, family: family, weight: weight).strokes(
          pixelsPerEm: size * Double(scale))
        let underline = try #require(layout.decorations.first { $0.kind == .underline })
        let strike = try #require(layout.decorations.first { $0.kind == .strikethrough })
        #expect(underline.y - line.baseline == expected.underline.top, "\(family) \(weight) \(size)pt @\(scale)x")
        #expect(underline.height == expected.underline.thickness)
        #expect(strike.y - line.baseline == expected.strikethrough.top, "\(family) \(weight) \(size)pt @\(scale)x")
        #expect(strike.height == expected.strikethrough.thickness)
        #expect(underline.y > line.baseline && strike.y + strike.height <= line.baseline)
        // Horizontally: the whole advance of the line, from its left edge.
        #expect(underline.x == 0 && strike.x == 0)
        #expect(underline.width == strike.width)
        #expect(abs(underline.width * 4 - line.width4) <= 2)
        #expect(underline.width <= layout.pixelWidth, "inside the measured frame")
        #expect(underline.y + underline.height <= line.top + line.height, "inside the line box")
      }
    }
  }

  @Test func aDecoratedSpanCoversItsOwnAdvancesOnEachLine() throws {
    let fonts = try FontSet.bundled()
    let body = Font(size: 17)
    let spans = [
      TextSpan("Only ", font: body), TextSpan("this part is underlined", font: body, isUnderlined: true),
      TextSpan(" and this is not", font: body),
    ]
    let layout = try fonts.layout(spans, style: ParagraphStyle(width: 120), scale: 2)
    #expect(layout.lines.count > 1)
    #expect(layout.decorations.allSatisfy { $0.kind == .underline && $0.span == 1 })
    for decoration in layout.decorations {
      let line = try #require(layout.lines.first { $0.top <= decoration.y && decoration.y < $0.top + $0.height })
      let glyphs = layout.glyphs[line.glyphRange].filter { $0.span == 1 }
      let first = try #require(glyphs.first)
      #expect(abs(decoration.x * 4 - first.x4) <= 2, "starts at the span's first pen position on the line")
      let after = layout.glyphs[line.glyphRange].first { $0.span == 2 }
      if let after {
        #expect(abs((decoration.x + decoration.width) * 4 - after.x4) <= 2, "ends where the next span starts")
      } else {
        #expect(abs((decoration.x + decoration.width) * 4 - (line.x4 + line.width4)) <= 2, "or at the line's end")
      }
    }
    #expect(
      layout.decorations.count
        == layout.lines.filter { line in
          layout.glyphs[line.glyphRange].contains { $0.span == 1 }
        }.count)
  }

  @Test func decorationsAreDrawnInTheirColoursOverTheGlyphs() throws {
    let fonts = try FontSet.bundled()
    let spans = [TextSpan("mm", font: Font(size: 20), isUnderlined: true, isStruckThrough: true)]
    let layout = try fonts.layout(spans, scale: 1)
    let red = RGBAColor(hex: 0xFF0000)
    let blue = RGBAColor(hex: 0x0000FF)
    var canvas = try Canvas(width: layout.pixelWidth + 4, height: layout.pixelHeight + 4, background: .white)
    try canvas.drawParagraph(
      layout, at: Point(x: 2, y: 2), paint: ParagraphPaint(text: [.black], underline: [red], strikethrough: [blue]),
      fonts: fonts)
    let underline = try #require(layout.decorations.first { $0.kind == .underline })
    let strike = try #require(layout.decorations.first { $0.kind == .strikethrough })
    for x in 2 + underline.x..<2 + underline.x + underline.width {
      for y in 2 + underline.y..<2 + underline.y + underline.height { #expect(canvas.bitmap[x, y] == red) }
      for y in 2 + strike.y..<2 + strike.y + strike.height { #expect(canvas.bitmap[x, y] == blue) }
    }
    // Without decoration colours the strokes take the text colour.
    var plain = try Canvas(width: layout.pixelWidth + 4, height: layout.pixelHeight + 4, background: .white)
    try plain.drawParagraph(layout, at: Point(x: 2, y: 2), color: .black, fonts: fonts)
    #expect(plain.bitmap[2 + underline.x, 2 + underline.y] == .black)
  }
}
