import KagamiText
import Testing

/// Paragraphs of several spans: run boundaries, breaking across them, shared baselines, sizes.
@Suite struct StyledParagraphTests {
  static let body = Font(size: 17)

  @Test func oneSpanIsThePlainLayout() throws {
    let fonts = try FontSet.bundled()
    for text in [ParagraphGoldenTests.latin, ParagraphGoldenTests.mixed] {
      let style = ParagraphStyle(width: 200, lineLimit: 3)
      let plain = try fonts.layout(text, font: Self.body, style: style, scale: 3)
      let spanned = try fonts.layout([TextSpan(text, font: Self.body)], style: style, scale: 3)
      #expect(plain == spanned)
      #expect(spanned.decorations.isEmpty)
      #expect(spanned.glyphs.allSatisfy { $0.span == 0 && !$0.isOblique })
    }
  }

  @Test func splittingAtASpaceInTheSameFontChangesNothingButSpanNumbers() throws {
    let fonts = try FontSet.bundled()
    let whole = try fonts.layout("Fresh tomatoes and basil", font: Self.body, scale: 2)
    let split = try fonts.layout(
      [TextSpan("Fresh tomatoes ", font: Self.body), TextSpan("and basil", font: Self.body)], scale: 2)
    #expect(split.lines == whole.lines)
    #expect(split.glyphs.map(\.x4) == whole.glyphs.map(\.x4))
    #expect(split.glyphs.map(\.glyph) == whole.glyphs.map(\.glyph))
    #expect(split.glyphs.map(\.span) == whole.glyphs.map { $0.cluster < 15 ? 0 : 1 })
  }

  @Test func eachGlyphHasItsSpansSizeAndTheSpansMeetWithoutAGap() throws {
    let fonts = try FontSet.bundled()
    let spans = [
      TextSpan("Total ", font: Self.body), TextSpan("¥1,280", font: Font(weight: .bold, size: 28)),
      TextSpan("（税込）", font: Font(size: 12)),
    ]
    let layout = try fonts.layout(spans, scale: 3)
    #expect(layout.lines.count == 1)
    let starts = [0, 6, 12]
    for glyph in layout.glyphs {
      let span = starts.lastIndex { $0 <= glyph.cluster }!
      #expect(glyph.span == span)
      #expect(glyph.pixelSize64 == Int(spans[span].font.size * 3 * 64))
    }
    #expect(fonts.faceNames[layout.glyphs.first { $0.span == 1 }!.face] == "Noto Sans 700")
    #expect(fonts.faceNames[layout.glyphs.first { $0.span == 2 }!.face] == "Noto Sans CJK JP 400")
    // The second span starts where the first one's advances end (its pen after "Total ").
    let pen = try fonts.layout("Total x", font: Self.body, scale: 3).glyphs.last!.x4
    let second = layout.glyphs.first { $0.span == 1 }!
    let alone = try fonts.layout([spans[1]], scale: 3).glyphs[0]
    #expect(abs(second.x4 - alone.x4 - pen) <= 1)
  }

  @Test func runsOfDifferentSizesShareOneBaselineAndTheTallestSetsTheLine() throws {
    let fonts = try FontSet.bundled()
    let small = Font(size: 12)
    let large = Font(size: 30)
    let layout = try fonts.layout(
      [TextSpan("small ", font: small), TextSpan("LARGE", font: large), TextSpan(" small", font: small)], scale: 2)
    let line = try #require(layout.lines.first)
    #expect(Set(layout.glyphs.map(\.y)) == [line.baseline])
    let largeAlone = try fonts.layout("LARGE", font: large, scale: 2).lines[0]
    let smallAlone = try fonts.layout("small", font: small, scale: 2).lines[0]
    #expect(line.height == largeAlone.height)
    #expect(line.baseline == largeAlone.baseline)
    #expect(line.baseline > smallAlone.baseline)
  }

  @Test func linesBreakAcrossSpanBoundariesAndInsideSpans() throws {
    let fonts = try FontSet.bundled()
    let spans = [
      TextSpan("Knead the dough ", font: Self.body), TextSpan("for ten minutes ", font: Font(weight: .bold, size: 17)),
      TextSpan("then let it rest", font: Font(size: 22)),
    ]
    let text = spans.map(\.text).joined()
    var linesHoldingTwoSpans = 0
    // From 80 pt every word fits on a line, so every break is at a space.
    for width in stride(from: 80.0, through: 260, by: 20) {
      let layout = try fonts.layout(spans, style: ParagraphStyle(width: width), scale: 2)
      // Every character is on exactly one line, in order, and no line is wider than the width.
      var next = 0
      for line in layout.lines {
        #expect(line.range.lowerBound >= next)
        let skipped = text.unicodeScalars.dropFirst(next).prefix(line.range.lowerBound - next)
        #expect(skipped.allSatisfy { $0 == " " }, "only spaces between lines")
        next = line.range.upperBound
        #expect(line.width4 <= Int(width * 2 * 4))
      }
      #expect(next == text.unicodeScalars.count)
      linesHoldingTwoSpans += layout.lines.filter { Set(layout.glyphs[$0.glyphRange].map(\.span)).count > 1 }.count
      // Lines break where a single-font paragraph of the same advances would: at spaces.
      for line in layout.lines.dropLast() {
        let after = text.unicodeScalars[
          text.unicodeScalars.index(text.unicodeScalars.startIndex, offsetBy: line.range.upperBound)]
        #expect(after == " ")
      }
    }
    #expect(linesHoldingTwoSpans > 0, "some lines hold two spans")
  }

  @Test func truncationEndsWithAnEllipsisInTheFontOfTheTextItFollows() throws {
    let fonts = try FontSet.bundled()
    let spans = [
      TextSpan("A long recipe title that ", font: Self.body),
      TextSpan("keeps going and going", font: Font(weight: .bold, size: 20)),
    ]
    let twoLines = try fonts.layout(spans, style: ParagraphStyle(width: 120, lineLimit: 2), scale: 2)
    #expect(twoLines.isTruncated && twoLines.lines.count == 2)
    let ellipsis = try #require(twoLines.glyphs.last)
    #expect(ellipsis.span == 1 && ellipsis.pixelSize64 == 20 * 2 * 64)
    #expect(twoLines.lines.allSatisfy { $0.width4 <= 120 * 2 * 4 })
    // Cut inside the first span: the ellipsis is in the first span's font, not the cut-off one's.
    let oneLine = try fonts.layout(spans, style: ParagraphStyle(width: 120, lineLimit: 1), scale: 2)
    let early = try #require(oneLine.glyphs.last)
    #expect(oneLine.glyphs.allSatisfy { $0.span == 0 })
    #expect(early.pixelSize64 == 17 * 2 * 64 && early.cluster == oneLine.lines[0].range.upperBound)
    #expect(oneLine.lines[0].width4 <= 120 * 2 * 4)
  }

  @Test func emptySpansAndNoSpans() throws {
    let fonts = try FontSet.bundled()
    let none = try fonts.layout([TextSpan](), scale: 2)
    #expect(none.lines.isEmpty && none.pixelWidth == 0 && none.pixelHeight == 0)
    let empties = try fonts.layout([TextSpan("", font: Self.body), TextSpan("", font: Font(size: 30))], scale: 2)
    #expect(empties.lines.isEmpty && empties.pixelHeight == 0)
    let padded = try fonts.layout(
      [TextSpan("", font: Self.body), TextSpan("a", font: Self.body), TextSpan("", font: Font(size: 30))], scale: 2)
    #expect(padded == (try fonts.layout("a", font: Self.body, scale: 2)).withSpan(1))
  }

  @Test func italicGlyphsAreSlantedButKeepTheirAdvances() throws {
    let fonts = try FontSet.bundled()
    let upright = try fonts.layout("Hello", font: Self.body, scale: 2)
    let italic = try fonts.layout("Hello", font: Self.body.italic(), scale: 2)
    #expect(italic.glyphs.map(\.x4) == upright.glyphs.map(\.x4))
    #expect(italic.glyphs.allSatisfy { $0.isOblique })
    let glyph = upright.glyphs[0]
    let straight = try fonts.glyphImage(
      face: glyph.face, glyph: glyph.glyph, pixelSize64: glyph.pixelSize64, subpixel: 0)
    let slanted = try fonts.glyphImage(
      face: glyph.face, glyph: glyph.glyph, pixelSize64: glyph.pixelSize64, subpixel: 0, oblique: true)
    #expect(slanted.width > straight.width, "the H leans right: its image is wider")
    #expect(slanted.height == straight.height)
  }
}

extension ParagraphLayout {
  /// This layout with every glyph in span `span`.
  func withSpan(_ span: Int) -> ParagraphLayout {
    var copy = self
    for index in copy.glyphs.indices { copy.glyphs[index].span = span }
    return copy
  }
}
