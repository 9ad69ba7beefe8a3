import KagamiImage
import KagamiText
import Testing

@Suite struct ParagraphGoldenTests {
  static let latin =
    "The quick brown fox jumps over the lazy dog. Kerning: AV, To, Wa, Yo. Ligatures: fi, fl, ffi. "
    + "Numbers stay whole: $1,234.56, 3.14%, (555) 010-9999."
  static let japanese =
    "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。「何でも薄暗いじめじめした所で"
    + "ニャーニャー泣いていた事だけは記憶している。」吾輩はここで始めて人間というものを見た。しかもあとで"
    + "聞くとそれは書生という人間中で一番獰悪な種族であったそうだ。ちょっと、ぎょっとした。"
  static let mixed =
    "KagamiはSwift on Linuxのためのsnapshot testingツールです。iOSアプリの画面（Search、Recipe Details）を"
    + "pixel単位で比較し、CIでは変更されたmoduleだけをテストします。"

  @Test func latinParagraph() throws {
    let fonts = try FontSet.bundled()
    let (bitmap, layouts) = try TextSheet(fonts: fonts).render([
      .init(text: Self.latin, font: Font(.body), style: ParagraphStyle(width: 320)),
      .init(text: Self.latin, font: Font(.headline), style: ParagraphStyle(width: 200, alignment: .center)),
      .init(text: Self.latin, font: Font(.footnote), style: ParagraphStyle(width: 240, alignment: .trailing)),
    ])
    #expect(layouts.allSatisfy { $0.missing.isEmpty && $0.lines.count > 1 })
    #expect(layouts[0].pixelWidth <= 640)
    try textGoldens.check(bitmap, named: "latin-paragraph")
  }

  @Test func japaneseParagraphWithKinsoku() throws {
    let fonts = try FontSet.bundled()
    let (bitmap, layouts) = try TextSheet(fonts: fonts).render([
      .init(text: Self.japanese, font: Font(.body), style: ParagraphStyle(width: 320)),
      .init(text: Self.japanese, font: Font(.body), style: ParagraphStyle(width: 153)),
      .init(text: Self.japanese, font: Font(.body, category: .extraExtraExtraLarge), style: ParagraphStyle(width: 220)),
    ])
    for layout in layouts {
      #expect(layout.missing.isEmpty)
      Kinsoku.expectClean(layout, text: Self.japanese)
    }
    try textGoldens.check(bitmap, named: "japanese-kinsoku")
  }

  @Test func mixedJapaneseAndEnglish() throws {
    let fonts = try FontSet.bundled()
    let (bitmap, layouts) = try TextSheet(fonts: fonts).render([
      .init(text: Self.mixed, font: Font(.body), style: ParagraphStyle(width: 320)),
      .init(text: Self.mixed, font: Font(.headline), style: ParagraphStyle(width: 240)),
      .init(
        text: Self.mixed, font: Font(.callout), style: ParagraphStyle(width: 280, lineHeight: 28),
        color: RGBAColor(hex: 0x0055CC, alpha: 200)),
    ])
    for layout in layouts {
      #expect(layout.missing.isEmpty)
      let faces = Set(layout.glyphs.map(\.face))
      #expect(faces.count == 2, "Latin and Japanese faces both used")
      Kinsoku.expectClean(layout, text: Self.mixed)
    }
    try textGoldens.check(bitmap, named: "mixed-ja-en")
  }

  @Test func truncationAndLineLimits() throws {
    let fonts = try FontSet.bundled()
    let blocks: [TextSheet.Block] = [
      .init(text: Self.latin, font: Font(.body), style: ParagraphStyle(width: 320, lineLimit: 1)),
      .init(text: Self.latin, font: Font(.body), style: ParagraphStyle(width: 320, lineLimit: 2)),
      .init(text: Self.japanese, font: Font(.body), style: ParagraphStyle(width: 320, lineLimit: 2)),
      .init(
        text: Self.mixed, font: Font(.subheadline), style: ParagraphStyle(width: 240, lineLimit: 3, alignment: .center)),
      .init(text: Self.latin, font: Font(.body), style: ParagraphStyle(width: 320, lineLimit: 2, truncatesTail: false)),
      .init(text: "First line\nsecond line\nthird line", font: Font(.body), style: ParagraphStyle(lineLimit: 2)),
    ]
    let (bitmap, layouts) = try TextSheet(fonts: fonts).render(blocks)
    let limits = [1, 2, 2, 3, 2, 2]
    for (layout, limit) in zip(layouts, limits) {
      #expect(layout.lines.count == limit)
      #expect(layout.isTruncated)
    }
    for index in [0, 1, 2, 3, 5] {
      #expect(layouts[index].lines.last?.isTruncated == true)
      #expect(layouts[index].lines.allSatisfy { $0.width4 <= 320 * 2 * 4 })
    }
    #expect(layouts[4].lines.last?.isTruncated == false)
    try textGoldens.check(bitmap, named: "truncation-line-limits")
  }

  @Test func everyTextStyleAtTwoContentSizes() throws {
    let fonts = try FontSet.bundled()
    var blocks: [TextSheet.Block] = []
    for category in [ContentSizeCategory.large, .accessibilityMedium] {
      for style in TextStyle.allCases {
        let text = "\(style.rawValue) \(style.pointSize(for: category))pt 日本語テキスト"
        blocks.append(.init(text: text, font: Font(style, category: category), style: ParagraphStyle(width: 680)))
      }
    }
    let (bitmap, layouts) = try TextSheet(fonts: fonts, width: 680).render(blocks)
    for layout in layouts {
      #expect(layout.lines.count == 1, "\(layout.lines.count) lines, width \(layout.pixelWidth)")
      #expect(layout.missing.isEmpty, "missing \(layout.missing)")
    }
    for (small, large) in zip(layouts[0..<11], layouts[11...]) { #expect(large.pixelHeight > small.pixelHeight) }
    try textGoldens.check(bitmap, named: "text-styles")
  }
}
