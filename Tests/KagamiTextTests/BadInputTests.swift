import Foundation
import KagamiImage
import KagamiRaster
import KagamiRenderer
import KagamiText
import Testing

@Suite struct BadInputTests {
  @Test func missingGlyphIsReportedAndDrawnAsNotdef() throws {
    let fonts = try FontSet.bundled()
    let text = "A\u{0E01}B\u{E000}"  // Thai ko kai and a private-use character: no bundled font has them
    let layout = try fonts.layout(text, font: Font(size: 20), scale: 2)
    #expect(
      layout.missing == [MissingCharacter(index: 1, scalar: 0x0E01), MissingCharacter(index: 3, scalar: 0xE000)])
    let notdefs = layout.glyphs.filter { $0.glyph == 0 }
    #expect(notdefs.count == 2)
    var canvas = try Canvas(width: layout.pixelWidth, height: layout.pixelHeight, background: .white)
    let only = ParagraphLayout(
      scale: 2, lines: [], glyphs: notdefs, missing: [], isTruncated: false, pixelWidth: 0, pixelHeight: 0)
    try canvas.drawParagraph(only, at: Point(x: 0, y: 0), color: .black, fonts: fonts)
    #expect(Self.inkPixels(canvas.bitmap) > 20, "the .notdef box has ink")
    let measured = try fonts.measure(text, font: Font(size: 20), proposedWidth: nil)
    #expect(measured.missing.map(\.scalar) == [0x0E01, 0xE000])
  }

  @Test func emptyString() throws {
    let fonts = try FontSet.bundled()
    let layout = try fonts.layout("", font: Font(.body), style: ParagraphStyle(width: 100), scale: 3)
    #expect(layout.lines.isEmpty && layout.glyphs.isEmpty && layout.pixelWidth == 0 && layout.pixelHeight == 0)
    var canvas = try Canvas(width: 4, height: 4, background: .white)
    try canvas.drawParagraph(layout, at: Point(x: 0, y: 0), color: .black, fonts: fonts)
    #expect(canvas.bitmap == (try Bitmap(width: 4, height: 4, fill: .white)))
    #expect(
      try fonts.measure("", font: Font(.body), proposedWidth: 100)
        == TextMeasurement(
          width: 0, height: 0, lineCount: 0, missing: [], isTruncated: false))
  }

  @Test func controlCharactersAreInvisibleAndBreakLines() throws {
    let fonts = try FontSet.bundled()
    let layout = try fonts.layout("a\u{7}b\tc\r\nd\u{0}e\u{7F}f\u{2028}g", font: Font(size: 16))
    #expect(layout.missing.isEmpty)
    #expect(layout.lines.count == 3)
    let drawn = layout.glyphs.map(\.cluster)
    #expect(drawn == [0, 2, 4, 7, 9, 11, 13])
    let tabbed = try fonts.layout("b\tc", font: Font(size: 16))
    let spaced = try fonts.layout("b c", font: Font(size: 16))
    #expect(tabbed.glyphs.last?.x4 == spaced.glyphs.last?.x4, "a tab advances like a space")
    #expect(tabbed.glyphs.count == 2, "the tab itself is not drawn")
  }

  @Test func unpairedSurrogatesFromBadUTF16() throws {
    let fonts = try FontSet.bundled()
    let text = String(decoding: [0xD800, 0x0041, 0xDC00, 0x3042] as [UInt16], as: UTF16.self)
    #expect(text.unicodeScalars.map(\.value) == [0xFFFD, 0x41, 0xFFFD, 0x3042])
    let layout = try fonts.layout(text, font: Font(size: 16), style: ParagraphStyle(width: 200))
    #expect(layout.lines.count == 1)
    #expect(layout.missing.allSatisfy { $0.scalar == 0xFFFD })
    #expect(layout.glyphs.count == 4)
  }

  @Test(arguments: [0.0, -10.0, -.infinity, .nan])
  func zeroNegativeAndNaNWidthsPutEachGraphemeOnItsOwnLine(width: Double) throws {
    let fonts = try FontSet.bundled()
    let layout = try fonts.layout("ab日本e\u{301}", font: Font(size: 16), style: ParagraphStyle(width: width))
    #expect(layout.lines.map(\.range) == [0..<1, 1..<2, 2..<3, 3..<4, 4..<6])
  }

  @Test func infiniteWidthAndNonPositiveLimitsAreUnlimited() throws {
    let fonts = try FontSet.bundled()
    let text = ParagraphGoldenTests.latin
    let wide = try fonts.layout(text, font: Font(size: 16), style: ParagraphStyle(width: .infinity, lineLimit: 0))
    #expect(wide.lines.count == 1 && !wide.isTruncated)
    let negative = try fonts.layout(text, font: Font(size: 16), style: ParagraphStyle(width: 100, lineLimit: -3))
    #expect(negative.lines.count > 3 && !negative.isTruncated)
  }

  @Test(arguments: [0.0, -12.0, .nan, .infinity, 1e9])
  func oddFontSizesDoNotCrash(size: Double) throws {
    let fonts = try FontSet.bundled()
    let layout = try fonts.layout("Size 日本", font: Font(size: size), style: ParagraphStyle(width: 100))
    #expect(!layout.lines.isEmpty)
  }

  @Test func unknownFamilyAndBadOriginAreClearErrors() throws {
    let fonts = try FontSet.bundled()
    #expect(throws: TextError.unknownFamily("Helvetica")) {
      try fonts.layout("x", font: Font(family: "Helvetica", size: 12))
    }
    let layout = try fonts.layout("x", font: Font(size: 12))
    var canvas = try Canvas(width: 10, height: 10)
    #expect(throws: RasterError.self) {
      try canvas.drawParagraph(layout, at: Point(x: .nan, y: 0), color: .black, fonts: fonts)
    }
  }

  @Test func oneMegabyteStringsLayOutInLinearTime() throws {
    let fonts = try FontSet.bundled()
    let unit = "Kagamiは日本語とEnglishを混ぜたテキストを折り返します。 "
    let words = String(repeating: unit, count: 1_000_000 / unit.utf8.count + 1)
    #expect(words.utf8.count >= 1_000_000)
    let noSpaces = String(repeating: "a", count: 1_000_000)
    let style = ParagraphStyle(width: 390)
    for text in [words, noSpaces] {
      let quarter = String(text.prefix(text.count / 4))
      let clock = ContinuousClock()
      var small: ParagraphLayout?
      var large: ParagraphLayout?
      let smallTime = try clock.measure {
        small = try fonts.layout(quarter, font: Font(size: 17), style: style, scale: 3)
      }
      let largeTime = try clock.measure { large = try fonts.layout(text, font: Font(size: 17), style: style, scale: 3) }
      let lines = try #require(large).lines.count
      #expect(lines > 1000)
      #expect(abs(lines - 4 * (small?.lines.count ?? 0)) < 10)
      #expect(largeTime < smallTime * 10, "4× the text took \(largeTime) vs \(smallTime): not linear")
    }
  }

  static func inkPixels(_ bitmap: Bitmap) -> Int {
    stride(from: 0, to: bitmap.pixels.count, by: 4).filter { bitmap.pixels[$0] < 128 }.count
  }
}
