import KagamiImage
import KagamiText
import Testing

/// Goldens of right-to-left and mixed-direction paragraphs: Arabic joined and read right to left,
/// English, Japanese and numbers inside it read left to right, brackets mirrored, lines aligned to
/// the layout direction's leading edge, "…" at the visual end of a truncated line.
@Suite struct BidiGoldenTests {
  /// Starts with Japanese: a left-to-right paragraph holding Arabic and English.
  static let japaneseFirst =
    "今日のレシピは「كبسة الدجاج」(chicken kabsa)です。スパイスは ملعقتان كبيرتان من البهارات と rice 2 cups。"
  /// Starts with Arabic: a right-to-left paragraph holding Japanese, English and numbers.
  static let arabicFirst =
    "وصفة اليوم: カレーライス (Japanese curry) مع 2 كوب من الأرز، جاهزة في 30 دقيقة! شكراً لكم."
  static let hebrew = "המחיר הוא 1,234.56 ₪ (כולל מע״מ) [מבצע] עד 31/12/2024, קוד {A-7}."

  @Test func mixedJapaneseEnglishArabic() throws {
    let fonts = try FontSet.bundled()
    let (bitmap, layouts) = try TextSheet(fonts: fonts).render([
      .init(text: Self.japaneseFirst, font: Font(.body), style: ParagraphStyle(width: 320)),
      .init(text: Self.arabicFirst, font: Font(.body), style: ParagraphStyle(width: 320)),
      .init(text: Self.arabicFirst, font: Font(.body), style: ParagraphStyle(width: 320, direction: .rightToLeft)),
      .init(
        text: Self.japaneseFirst, font: Font(.headline), style: ParagraphStyle(width: 260, direction: .rightToLeft)),
    ])
    for layout in layouts {
      #expect(layout.missing.isEmpty, "missing \(layout.missing)")
      #expect(layout.lines.count > 1)
      let families = Set(layout.glyphs.map { fonts.faceNames[$0.face].split(separator: " ").dropLast().joined() })
      #expect(families.isSuperset(of: ["NotoSans", "NotoSansCJKJP", "NotoSansArabic"]), "\(families)")
    }
    // Leading is left in a left-to-right layout and right in a right-to-left one.
    #expect(layouts[1].lines.allSatisfy { $0.x4 == 0 })
    #expect(layouts[2].lines.allSatisfy { $0.x4 + $0.width4 >= 320 * 2 * 4 - 1 })
    try textGoldens.check(bitmap, named: "bidi-mixed-ja-en-ar")
  }

  @Test func hebrewWithNumbersAndBrackets() throws {
    let fonts = try FontSet.bundled()
    let (bitmap, layouts) = try TextSheet(fonts: fonts).render([
      .init(text: Self.hebrew, font: Font(.body), style: ParagraphStyle(width: 320, direction: .rightToLeft)),
      .init(text: Self.hebrew, font: Font(.body), style: ParagraphStyle(width: 200, direction: .rightToLeft)),
      .init(
        text: Self.hebrew, font: Font(.body, category: .extraExtraLarge),
        style: ParagraphStyle(width: 300, alignment: .center, direction: .rightToLeft)),
    ])
    for layout in layouts { #expect(layout.missing.isEmpty, "missing \(layout.missing)") }
    try textGoldens.check(bitmap, named: "bidi-hebrew-numbers-brackets")
  }

  @Test func truncatedMixedDirectionText() throws {
    let fonts = try FontSet.bundled()
    let blocks: [TextSheet.Block] = [
      .init(text: Self.arabicFirst, font: Font(.body), style: ParagraphStyle(width: 320, lineLimit: 1)),
      .init(
        text: Self.arabicFirst, font: Font(.body),
        style: ParagraphStyle(width: 320, lineLimit: 2, direction: .rightToLeft)),
      .init(text: Self.japaneseFirst, font: Font(.body), style: ParagraphStyle(width: 250, lineLimit: 1)),
      .init(
        text: Self.hebrew, font: Font(.body), style: ParagraphStyle(width: 220, lineLimit: 1, direction: .rightToLeft)),
      .init(
        text: "English title: " + Self.hebrew, font: Font(.body), style: ParagraphStyle(width: 280, lineLimit: 1)),
    ]
    let (bitmap, layouts) = try TextSheet(fonts: fonts).render(blocks)
    for (layout, limit) in zip(layouts, [1, 2, 1, 1, 1]) {
      #expect(layout.isTruncated && layout.lines.count == limit && layout.lines.last?.isTruncated == true)
    }
    try textGoldens.check(bitmap, named: "bidi-truncation")
  }
}
