import Foundation
import KagamiFreeType
import KagamiImage
import KagamiRaster
import KagamiRenderer
import KagamiText
import Testing

/// Colour emoji: Noto Color Emoji (pinned from Debian by SHA-256, opened on demand), chosen per
/// grapheme cluster after the text fonts, drawn from its bitmap strike scaled integer-exactly.
@Suite struct EmojiTests {
  static let emojiFace = 8

  /// One of each kind of sequence: presentation by default, skin tone, ZWJ, flag, keycaps,
  /// a text-default heart made emoji by U+FE0F, a tag sequence (England's flag).
  static let sequences: [(name: String, text: String)] = [
    ("curry", "🍛"), ("rice ball", "🍙"), ("thumbs up, light skin", "👍🏻"), ("cook", "👨‍🍳"),
    ("family", "👨‍👩‍👧‍👦"), ("Japan", "🇯🇵"), ("keycap #", "#️⃣"), ("keycap 1", "1️⃣"), ("red heart", "❤️"),
    ("England", "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"),
  ]

  @Test func eachSequenceIsOneColourGlyph() throws {
    let fonts = try FontSet.bundled()
    for (name, text) in Self.sequences {
      let layout = try fonts.layout(text, font: Font(.body), scale: 3)
      #expect(layout.missing.isEmpty, "\(name): missing \(layout.missing)")
      #expect(layout.glyphs.count == 1, "\(name): \(layout.glyphs.count) glyphs, one expected (a ligature)")
      #expect(layout.glyphs.allSatisfy { $0.face == Self.emojiFace && fonts.isColorFace($0.face) }, "\(name)")
    }
  }

  @Test func fallbackIsLatinThenJapaneseThenEmojiPerCluster() throws {
    let fonts = try FontSet.bundled()
    // "©" and "☺︎" (text presentation selector) stay in the text fonts; "©️" is an emoji.
    let layout = try fonts.layout("a©日©️☺︎🍛", font: Font(.body), scale: 2)
    let faces = layout.glyphs.map { fonts.faceNames[$0.face] }
    #expect(faces.first == "Noto Sans 400")
    #expect(faces[1] == "Noto Sans 400", "© has a text glyph: \(faces)")
    #expect(faces[2] == "Noto Sans CJK JP 400")
    #expect(faces[3] == "Noto Color Emoji 400", "©️ asks for the emoji: \(faces)")
    #expect(faces.last == "Noto Color Emoji 400")
    // "☺︎" asks for text, but no text font has U+263A: the emoji font is the last fallback.
    let smiley = try #require(layout.glyphs.first { $0.cluster == 5 })
    #expect(smiley.face == Self.emojiFace)
  }

  @Test func textWithoutEmojiNeverOpensTheEmojiFont() throws {
    let fonts = try FontSet.bundled()
    _ = try fonts.layout("Curry rice カレーライス كاري", font: Font(.body), scale: 2)
    #expect(!fonts.isColorFace(Self.emojiFace), "the 11 MB font stays closed for text without emoji")
    _ = try fonts.layout("Curry 🍛", font: Font(.body), scale: 2)
    #expect(fonts.isColorFace(Self.emojiFace))
  }

  @Test func lineBreaksAndTruncationNeverSplitACluster() throws {
    let fonts = try FontSet.bundled()
    let family = "👨‍👩‍👧‍👦"
    let text = String(repeating: family + "👍🏽🇯🇵", count: 6)
    let scalars = Array(text.unicodeScalars)
    let ends = Set(try GraphemeClusters.boundaries(in: scalars) + [0])
    for width in [1.0, 30, 45, 70, 100] {
      let wrapped = try fonts.layout(text, font: Font(.body), style: ParagraphStyle(width: width), scale: 2)
      for line in wrapped.lines {
        #expect(ends.contains(line.range.lowerBound) && ends.contains(line.range.upperBound), "width \(width)")
      }
      let truncated = try fonts.layout(
        text, font: Font(.body), style: ParagraphStyle(width: width + 20, lineLimit: 1), scale: 2)
      #expect(truncated.isTruncated)
      let cut = try #require(truncated.lines.first).range.upperBound
      #expect(ends.contains(cut), "the ellipsis follows a whole cluster (width \(width), cut at \(cut))")
    }
  }

  @Test func scaledPlacementIsIntegerExact() throws {
    let image = ColorGlyphBitmapFixture.strike
    let at17x3 = ColorGlyphPlacement(image, pixelSize64: 17 * 3 * 64)
    // 136 × 128 strike pixels at 109 ppem, left 0, top 101: ×51/109.
    #expect(at17x3 == ColorGlyphPlacement(left: 0, top: 47, width: 64, height: 60))
    let same = ColorGlyphPlacement(image, pixelSize64: 109 * 64)
    #expect(same == ColorGlyphPlacement(left: 0, top: 101, width: 136, height: 128))
  }

  @Test func lonelyJoinersMarksAndModifiersDrawWithoutCrashing() throws {
    let fonts = try FontSet.bundled()
    let texts = ["\u{200D}", "\u{0301}abc", "a\u{200D}", "\u{FE0F}", "\u{1F3FB}", "\u{20E3}", "🇯", "\u{200D}🍛\u{200D}"]
    for text in texts {
      let layout = try fonts.layout(text, font: Font(.body), style: ParagraphStyle(width: 100), scale: 2)
      var canvas = try Canvas(
        width: max(layout.pixelWidth, 1), height: max(layout.pixelHeight, 1), scale: 2, background: .white)
      try canvas.drawParagraph(layout, at: Point(x: 0, y: 0), color: .black, fonts: fonts)
      #expect(layout.lines.count <= 1, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }

  @Test func tenThousandEmojiLayOutAndDraw() throws {
    let fonts = try FontSet.bundled()
    let pictographs = (0x1F345...0x1F37F).compactMap(Unicode.Scalar.init).map(String.init)  // food
    let text = (0..<10_000).map { pictographs[$0 % pictographs.count] }.joined()
    let layout = try fonts.layout(text, font: Font(.body), style: ParagraphStyle(width: 300), scale: 1)
    #expect(layout.missing.isEmpty)
    #expect(layout.glyphs.count == 10_000)
    #expect(layout.lines.count > 100)
    var canvas = try Canvas(width: 320, height: layout.pixelHeight, background: .white)
    try canvas.drawParagraph(layout, at: Point(x: 0, y: 0), color: .black, fonts: fonts)
    #expect(fonts.colorGlyphCacheBytes <= FontSet.colorGlyphCacheBudget)
  }

  @Test func missingEmojiFontNamesTheFileAndTheManifest() throws {
    let directory = try FontSetTests.copyOfBundledFonts()
    defer { try? FileManager.default.removeItem(at: directory) }
    let manifestURL = directory.appendingPathComponent("fonts.json")
    var manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: manifestURL)) as! [String: Any]
    var entries = manifest["fonts"] as! [[String: Any]]
    let missing = directory.appendingPathComponent("NoSuchColorEmoji.ttf").path
    entries[Self.emojiFace]["file"] = "NoSuchColorEmoji.ttf"
    manifest["fonts"] = entries
    try JSONSerialization.data(withJSONObject: manifest).write(to: manifestURL)
    let fonts = try FontSet(directory: directory.path)
    _ = try fonts.layout("text without emoji loads", font: Font(.body))
    do {
      _ = try fonts.layout("curry 🍛", font: Font(.body))
      Issue.record("a missing emoji font must be an error")
    } catch let error as TextError {
      #expect(
        error
          == .missingFont(
            file: missing, manifest: manifestURL.path, sourcePackage: "fonts-noto-color-emoji",
            sourceVersion: "2.042-0+deb12u1"))
      #expect("\(error)".contains(missing) && "\(error)".contains("fonts.json"))
    }
  }

  @Test func goldenEmojiSequences() throws {
    let fonts = try FontSet.bundled()
    let all = Self.sequences.map(\.text).joined(separator: " ")
    let (bitmap, layouts) = try TextSheet(fonts: fonts).render([
      .init(text: all, font: Font(.body), style: ParagraphStyle(width: 320)),
      .init(text: all, font: Font(.largeTitle), style: ParagraphStyle(width: 320)),
      .init(text: "今日のカレー🍛最高👍🏻 Curry night 👨‍🍳🇯🇵", font: Font(.caption), style: ParagraphStyle(width: 320)),
      .init(
        text: "半透明 🍙 half transparent", font: Font(.headline), style: ParagraphStyle(width: 320),
        color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 128)),
    ])
    for layout in layouts { #expect(layout.missing.isEmpty, "missing \(layout.missing)") }
    try textGoldens.check(bitmap, named: "emoji-sequences")
  }

  @Test func goldenEmojiInMixedDirectionParagraphs() throws {
    let fonts = try FontSet.bundled()
    let japanese = "今日のレシピは「كبسة الدجاج🍗」(chicken kabsa 🍛)です。とても美味しい😋👍🏻"
    let arabic = "وصفة اليوم 🍛: カレーライス (Japanese curry 🇯🇵) جاهزة في 30 دقيقة! 👨‍🍳❤️"
    let (bitmap, layouts) = try TextSheet(fonts: fonts).render([
      .init(text: japanese, font: Font(.body), style: ParagraphStyle(width: 320)),
      .init(text: arabic, font: Font(.body), style: ParagraphStyle(width: 320, direction: .rightToLeft)),
      .init(text: arabic, font: Font(.body), style: ParagraphStyle(width: 300, lineLimit: 1, direction: .rightToLeft)),
      .init(text: japanese, font: Font(.body), style: ParagraphStyle(width: 250, lineLimit: 1)),
    ])
    for layout in layouts { #expect(layout.missing.isEmpty, "missing \(layout.missing)") }
    #expect(layouts[2].isTruncated && layouts[3].isTruncated)
    try textGoldens.check(bitmap, named: "emoji-mixed-direction")
  }
}

/// A colour glyph shaped like Noto Color Emoji's (136 × 128 at 109 ppem), for placement arithmetic.
enum ColorGlyphBitmapFixture {
  static let strike = ColorGlyphBitmap(
    width: 136, height: 128, left: 0, top: 101, strikePixelSize64: 109 * 64,
    pixels: [UInt8](repeating: 0, count: 136 * 128 * 4))
}
