import KagamiText
import Testing

/// Right-to-left and mixed-direction paragraphs, checked on glyph positions: visual order, numbers,
/// mirrored brackets, Arabic joining, alignment, line breaking and truncation.
@Suite struct BidiLayoutTests {
  static let body = Font(size: 17)

  /// The x (¼ px) of the first glyph of each cluster, by scalar offset.
  static func xByCluster(_ layout: ParagraphLayout) -> [Int: Int] {
    var result: [Int: Int] = [:]
    for glyph in layout.glyphs where result[glyph.cluster] == nil { result[glyph.cluster] = glyph.x4 }
    return result
  }

  @Test func paragraphDirectionComesFromTheFirstStrongCharacter() throws {
    #expect(try BidiParagraph("abc אבג").paragraphLevel(at: 0) == 0)
    #expect(try BidiParagraph("123 אבג abc").paragraphLevel(at: 0) == 1)
    #expect(try BidiParagraph("مرحبا world").paragraphLevel(at: 0) == 1)
    #expect(try BidiParagraph("123 !").paragraphLevel(at: 0) == 0)
    #expect(try BidiParagraph("123 !", fallback: .rightToLeft).paragraphLevel(at: 0) == 1)
    #expect(try BidiParagraph("abc", direction: .rightToLeft).paragraphLevel(at: 0) == 1)
    let two = try BidiParagraph("abc\nאבג")
    #expect(two.paragraphs.map(\.level) == [0, 1])
    #expect(two.paragraphs.map(\.range) == [0..<4, 4..<7])
    #expect(try BidiParagraph("日本語とEnglish").isLeftToRightOnly)
    #expect(try !BidiParagraph("日本語とעברית").isLeftToRightOnly)
  }

  @Test func rightToLeftTextReadsFromTheRightAndNumbersFromTheLeft() throws {
    let fonts = try FontSet.bundled()
    // "שלום 123 abc": Hebrew, a number and Latin in a right-to-left paragraph.
    let layout = try fonts.layout("שלום 123 abc", font: Self.body)
    let x = Self.xByCluster(layout)
    #expect(layout.missing.isEmpty)
    #expect(x[0]! > x[1]! && x[1]! > x[2]! && x[2]! > x[3]!, "Hebrew letters right to left")
    #expect(x[5]! < x[6]! && x[6]! < x[7]!, "digits left to right")
    #expect(x[9]! < x[10]! && x[10]! < x[11]!, "Latin left to right")
    #expect(x[9]! < x[5]! && x[5]! < x[0]!, "runs right to left: Hebrew, then the number, then Latin")
  }

  @Test func bracketsAreMirroredInRightToLeftRuns() throws {
    let fonts = try FontSet.bundled()
    let latin = try fonts.layout("a(b)", font: Self.body)
    let open = try #require(latin.glyphs.first { $0.cluster == 1 })
    let close = try #require(latin.glyphs.first { $0.cluster == 3 })
    let hebrew = try fonts.layout("א(ב)", font: Self.body)
    let shownForOpen = try #require(hebrew.glyphs.first { $0.cluster == 1 })
    let shownForClose = try #require(hebrew.glyphs.first { $0.cluster == 3 })
    #expect(shownForOpen.glyph == close.glyph && shownForOpen.face == close.face, "( is drawn as )")
    #expect(shownForClose.glyph == open.glyph, ") is drawn as (")
    #expect(shownForOpen.x4 > shownForClose.x4, "the opening bracket stands on the right")
  }

  @Test func arabicLettersTakeTheirJoiningForms() throws {
    let fonts = try FontSet.bundled()
    let isolated = try fonts.layout("ب", font: Self.body).glyphs.map(\.glyph)
    let joined = try fonts.layout("ببب", font: Self.body)
    #expect(joined.glyphs.allSatisfy { fonts.faceNames[$0.face] == "Noto Sans Arabic 400" })
    // Initial, medial and final forms: three glyphs unlike each other and unlike the isolated one.
    let forms = [0, 1, 2].map { cluster in joined.glyphs.first { $0.cluster == cluster }!.glyph }
    #expect(Set(forms + isolated).count == 4, "forms \(forms), isolated \(isolated)")
    let x = Self.xByCluster(joined)
    #expect(x[0]! > x[1]! && x[1]! > x[2]!)
  }

  @Test func trackingInRightToLeftTextKeepsMarksOnTheirBases() throws {
    let fonts = try FontSet.bundled()
    let text = "بَيْتٌ كَبِيرٌ"  // Arabic with vowel marks
    let plain = try fonts.layout([TextSpan(text, font: Self.body)], scale: 2)
    let tracked = try fonts.layout([TextSpan(text, font: Self.body, tracking: 2)], scale: 2)
    #expect(plain.glyphs.count == tracked.glyphs.count && plain.glyphs.count > 8)
    // Each mark keeps its offset from the base glyph of its cluster.
    func offsets(_ layout: ParagraphLayout) -> [Int] {
      let bases = Dictionary(layout.glyphs.map { ($0.cluster, $0.x4) }, uniquingKeysWith: { first, _ in first })
      return layout.glyphs.map { $0.x4 - bases[$0.cluster]! }
    }
    #expect(offsets(plain) == offsets(tracked))
    // Tracking widens the line: 2 pt × 2 px × 4 quarters per cluster, the last one's not counted.
    let clusters = Set(plain.glyphs.map(\.cluster)).count
    #expect(tracked.lines[0].width4 - plain.lines[0].width4 == (clusters - 1) * 16)
  }

  @Test func leadingAndTrailingFollowTheLayoutDirection() throws {
    let fonts = try FontSet.bundled()
    let width4 = 300 * 4
    for text in ["Hello", "שלום"] {
      let ltr = try fonts.layout(text, font: Self.body, style: ParagraphStyle(width: 300))
      let rtl = try fonts.layout(text, font: Self.body, style: ParagraphStyle(width: 300, direction: .rightToLeft))
      let rtlTrailing = try fonts.layout(
        text, font: Self.body, style: ParagraphStyle(width: 300, alignment: .trailing, direction: .rightToLeft))
      #expect(ltr.lines[0].x4 == 0)
      #expect(abs(rtl.lines[0].x4 + rtl.lines[0].width4 - width4) <= 1, "leading is the right edge in RTL")
      #expect(rtlTrailing.lines[0].x4 == 0, "trailing is the left edge in RTL")
    }
  }

  @Test func linesBreakInLogicalOrderAndEachIsReordered() throws {
    let fonts = try FontSet.bundled()
    let text = "אחת שתיים שלוש ארבע חמש שש שבע"
    let layout = try fonts.layout(text, font: Self.body, style: ParagraphStyle(width: 90))
    #expect(layout.lines.count > 2)
    #expect(layout.lines[0].range.lowerBound == 0, "the first line holds the first words")
    for (line, next) in zip(layout.lines, layout.lines.dropFirst()) {
      #expect(line.range.upperBound < next.range.lowerBound + 2, "consecutive logical ranges")
    }
    for line in layout.lines {
      let glyphs = layout.glyphs[line.glyphRange]
      // Shown right to left: the line's first character is its rightmost.
      let first = try #require(glyphs.first { $0.cluster == line.range.lowerBound })
      #expect(glyphs.allSatisfy { $0.x4 <= first.x4 })
    }
  }

  @Test func theEllipsisStandsAtTheParagraphsVisualEnd() throws {
    let fonts = try FontSet.bundled()
    let hebrew = "אחת שתיים שלוש ארבע חמש שש שבע"
    for (text, isRightToLeft) in [(hebrew, true), ("English " + hebrew, false), (hebrew + " English words here", true)]
    {
      let layout = try fonts.layout(text, font: Self.body, style: ParagraphStyle(width: 120, lineLimit: 1))
      let line = try #require(layout.lines.first)
      #expect(line.isTruncated)
      let glyphs = layout.glyphs[line.glyphRange]
      let ellipsis = try #require(glyphs.first { $0.cluster == line.range.upperBound })
      if isRightToLeft {
        #expect(glyphs.allSatisfy { $0.x4 >= ellipsis.x4 }, "\(text): … on the left")
      } else {
        #expect(glyphs.allSatisfy { $0.x4 <= ellipsis.x4 }, "\(text): … on the right")
      }
    }
  }

  @Test func leftToRightTextIsLaidOutAsBefore() throws {
    let fonts = try FontSet.bundled()
    let text = "KagamiはSwift on Linuxのためのsnapshot testingツールです。"
    let natural = try fonts.layout(text, font: Self.body, style: ParagraphStyle(width: 200))
    let forced = try fonts.layout(text, font: Self.body, style: ParagraphStyle(width: 200, baseDirection: .leftToRight))
    #expect(natural == forced)
    for line in natural.lines {
      let clusters = natural.glyphs[line.glyphRange].map(\.cluster)
      #expect(clusters == clusters.sorted(), "logical order is visual order")
    }
  }

  /// Layout skips the algorithm for left-to-right paragraphs without R, AL, AN, RLE, RLO, RLI or FSI
  /// characters; this is what makes that safe: FriBidi gives such text only even levels and no reordering,
  /// left-to-right embeddings, overrides and isolates included.
  @Test func textThatCannotReadRightToLeftKeepsItsOrder() throws {
    let texts = [
      "abc", "日本語とEnglish", "\u{202A}abc\u{202C} def", "\u{2066}abc\u{2069} 123", "a\u{202D}b!\u{202C}",
      "123 + 4.5% (x)", "\u{200E}x\u{200D}\u{301}", "",
    ]
    for text in texts {
      let bidi = try BidiParagraph(text)
      #expect(bidi.levels.allSatisfy { $0 & 1 == 0 }, "\(text)")
      #expect(try bidi.visualOrder(in: 0..<bidi.count) == Array(0..<bidi.count), "\(text)")
    }
  }

  @Test func longMixedTextLaysOutInLinearTime() throws {
    let fonts = try FontSet.bundled()
    // Many short paragraphs and long ones: lines are reordered one paragraph at a time.
    let unit = "وصفة اليوم: curry (كاري) مع 2 كوب من الأرز، שלום 123!\n"
    let long = "مرحبا بالعالم Hello world 2024 שלום עולם "
    for (piece, count) in [(unit, 2_400), (long, 3_000)] {
      let text = String(repeating: piece, count: count)
      let quarter = String(repeating: piece, count: count / 4)
      let clock = ContinuousClock()
      var small: ParagraphLayout?
      var large: ParagraphLayout?
      let style = ParagraphStyle(width: 390)
      let smallTime = try clock.measure { small = try fonts.layout(quarter, font: Self.body, style: style, scale: 3) }
      let largeTime = try clock.measure { large = try fonts.layout(text, font: Self.body, style: style, scale: 3) }
      let lines = try #require(large).lines.count
      #expect(lines > 1000 && abs(lines - 4 * (small?.lines.count ?? 0)) < 10)
      #expect(largeTime < smallTime * 10, "4× the text took \(largeTime) vs \(smallTime): not linear")
    }
  }

  @Test func oddBidiInputLaysOutWithoutCrashing() throws {
    let fonts = try FontSet.bundled()
    let texts = [
      "\u{064B}", "\u{200D}", "\u{202E}abc", "\u{202B}\u{202B}\u{202B}א", "\u{2067}abc", "\u{2069}\u{202C}",
      String(repeating: "\u{202B}", count: 200) + "abc", "אבג\u{1C}def", "abc\u{2029}אבג\u{85}", "(((([[[[אבג",
    ]
    for text in texts {
      let layout = try fonts.layout(text, font: Self.body, style: ParagraphStyle(width: 40, lineLimit: 2))
      #expect(layout.lines.count <= 2, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
    let bidi = try BidiParagraph("אבג\u{1C}def")
    #expect(bidi.paragraphs.count == 2)
    // Each paragraph reordered on its own (its separator at its level, rule L1), in logical order.
    #expect(try bidi.visualOrder(in: 0..<7) == [3, 2, 1, 0, 4, 5, 6], "a line across two paragraphs")
    #expect(throws: TextError.self) { try bidi.visualRuns(in: 0..<8) }
  }
}
