import KagamiImage
import KagamiRenderer
import KagamiText
import Testing

/// Goldens of paragraphs made of styled spans: mixed runs, decorations, line spacing, kerning and tracking.
@Suite struct StyledParagraphGoldenTests {
  static let red = RGBAColor(hex: 0xD92B2B)
  static let blue = RGBAColor(hex: 0x1A5FB4)
  static let grey = RGBAColor(hex: 0x6B6B6B)
  static let orange = RGBAColor(hex: 0xC25A00)
  static let green = RGBAColor(hex: 0x2E7D32)

  static func font(_ size: Double, _ weight: FontWeight = .regular) -> Font { Font(weight: weight, size: size) }

  /// Mixed ja/en pieces: sizes 12–28, weights 400/700, italic, five colours.
  static let recipe: [(TextSpan, RGBAColor)] = [
    (TextSpan("Kagamiは", font: font(17, .bold)), .black),
    (TextSpan("Swift on Linux", font: font(22)), blue),
    (TextSpan("のためのsnapshot testingツールです。", font: font(15)), .black),
    (TextSpan("iOSアプリの画面", font: font(20, .bold)), orange),
    (TextSpan("をpixel単位で比較し、", font: font(12)), grey),
    (TextSpan("CIでは変更されたmoduleだけ", font: font(17).italic()), green),
    (TextSpan("をテストします。", font: font(28)), red),
  ]

  static func block(_ pieces: [(TextSpan, RGBAColor)], _ style: ParagraphStyle) -> TextSheet.Block {
    TextSheet.Block(spans: pieces.map(\.0), style: style, paint: ParagraphPaint(text: pieces.map(\.1)))
  }

  @Test func mixedRuns() throws {
    let fonts = try FontSet.bundled()
    let price: [(TextSpan, RGBAColor)] = [
      (TextSpan("Total ", font: Self.font(17)), .black), (TextSpan("¥1,280", font: Self.font(28, .bold)), Self.red),
      (TextSpan("（税込）", font: Self.font(12)), Self.grey),
      (TextSpan(" today only", font: Self.font(17).italic()), Self.blue),
    ]
    let (bitmap, layouts) = try TextSheet(fonts: fonts).render([
      Self.block(price, ParagraphStyle()),
      Self.block(Self.recipe, ParagraphStyle(width: 300)),
      Self.block(Self.recipe, ParagraphStyle(width: 220, lineLimit: 2, alignment: .center)),
    ])
    #expect(layouts[0].lines.count == 1 && layouts[1].lines.count > 2)
    #expect(layouts[2].isTruncated && layouts[2].lines.count == 2)
    for layout in layouts {
      #expect(layout.missing.isEmpty)
      for line in layout.lines { #expect(layout.glyphs[line.glyphRange].allSatisfy { $0.y == line.baseline }) }
    }
    try textGoldens.check(bitmap, named: "styled-mixed-runs")
  }

  @Test func underlineAndStrikethrough() throws {
    let fonts = try FontSet.bundled()
    let body = Self.font(17)
    let blocks = [
      TextSheet.Block(
        spans: [
          TextSpan("Underlined", font: body, isUnderlined: true), TextSpan(" and ", font: body),
          TextSpan("struck through", font: body, isStruckThrough: true), TextSpan(" and ", font: body),
          TextSpan("both", font: Self.font(17, .bold), isUnderlined: true, isStruckThrough: true),
        ], style: ParagraphStyle(width: 320), paint: ParagraphPaint(text: [.black])),
      TextSheet.Block(
        spans: [
          TextSpan("¥2,400", font: Self.font(13), isStruckThrough: true),
          TextSpan(" ¥1,980", font: Self.font(24, .bold)),
          TextSpan(" 本日限り", font: Self.font(15), isUnderlined: true),
        ], style: ParagraphStyle(),
        paint: ParagraphPaint(
          text: [Self.grey, Self.red, .black], underline: [nil, nil, Self.red], strikethrough: [Self.red])),
      TextSheet.Block(
        spans: [
          TextSpan(
            "A long underlined sentence that wraps onto a second and a third line, ", font: body, isUnderlined: true),
          TextSpan("下線は行をまたいで続きます。", font: body, isUnderlined: true),
        ], style: ParagraphStyle(width: 240),
        paint: ParagraphPaint(text: [Self.blue, .black], underline: [nil, Self.blue])),
      TextSheet.Block(
        spans: [TextSpan("Strike at 40 pt", font: Self.font(40), isStruckThrough: true)], style: ParagraphStyle(),
        paint: ParagraphPaint(text: [.black], strikethrough: [Self.green])),
    ]
    let (bitmap, layouts) = try TextSheet(fonts: fonts).render(blocks)
    #expect(layouts.allSatisfy { !$0.decorations.isEmpty && $0.missing.isEmpty })
    #expect(layouts[2].decorations.count >= 3, "one underline per line")
    try textGoldens.check(bitmap, named: "styled-underline-strikethrough")
  }

  @Test func lineSpacing() throws {
    let fonts = try FontSet.bundled()
    let blocks = [0.0, 4, 10].map { spacing in
      TextSheet.Block(
        text: ParagraphGoldenTests.mixed, font: Self.font(15), style: ParagraphStyle(width: 300, lineSpacing: spacing))
    }
    let (bitmap, layouts) = try TextSheet(fonts: fonts).render(blocks)
    #expect(layouts[1].pixelHeight == layouts[0].pixelHeight + (layouts[0].lines.count - 1) * 8)
    #expect(layouts[2].pixelHeight == layouts[0].pixelHeight + (layouts[0].lines.count - 1) * 20)
    try textGoldens.check(bitmap, named: "styled-line-spacing")
  }

  @Test func kerningAndTracking() throws {
    let fonts = try FontSet.bundled()
    var blocks: [TextSheet.Block] = []
    for kerning in [-1.0, 0, 2, 5] {
      blocks.append(
        TextSheet.Block(
          spans: [TextSpan("office AVATAR (\(Int(kerning)))", font: Self.font(20), kerning: kerning)],
          style: ParagraphStyle(), paint: ParagraphPaint(color: .black)))
    }
    for tracking in [-1.0, 2, 5] {
      blocks.append(
        TextSheet.Block(
          spans: [TextSpan("office AVATAR (\(Int(tracking)))", font: Self.font(20), tracking: tracking)],
          style: ParagraphStyle(), paint: ParagraphPaint(color: Self.blue)))
    }
    blocks.append(
      TextSheet.Block(
        spans: [
          TextSpan("字間を", font: Self.font(17), tracking: 4), TextSpan("広げた", font: Self.font(17, .bold), tracking: 8),
          TextSpan("日本語", font: Self.font(17), kerning: -2),
        ], style: ParagraphStyle(), paint: ParagraphPaint(text: [.black, Self.red, Self.green])))
    let (bitmap, layouts) = try TextSheet(fonts: fonts).render(blocks)
    #expect(layouts[0].pixelWidth < layouts[1].pixelWidth && layouts[1].pixelWidth < layouts[2].pixelWidth)
    #expect(layouts[4].pixelWidth < layouts[5].pixelWidth && layouts[5].pixelWidth < layouts[6].pixelWidth)
    try textGoldens.check(bitmap, named: "styled-kerning-tracking")
  }
}
