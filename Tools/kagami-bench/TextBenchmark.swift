import ArgumentParser
import Foundation
import KagamiImage
import KagamiRaster
import KagamiRenderer
import KagamiText

/// `kagami-bench text`: shape, break and rasterize a 2,000-character mixed Japanese/English
/// paragraph at 390 pt and 3× scale, with a warm and a cold glyph cache; and the same characters as
/// mixed runs (sizes, weights, colours, underline, strikethrough, kerning, tracking), warm; a
/// 2,000-character paragraph mixing Japanese, English, Arabic and colour emoji, warm; and 10,000
/// emoji laid out and drawn once (time and resident memory: bounded).
struct TextBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "text", abstract: "Lay out and draw a 2,000-character ja/en paragraph at 390 pt, 3x.")

  @Option(help: "Timed runs per measurement.")
  var runs = 31

  struct Report: Codable {
    var benchmark = "text"
    var characters: Int
    var scalars: Int
    var widthPoints = 390
    var scale = 3
    var lines: Int
    var glyphs: Int
    var fontLoadMilliseconds: Double
    var firstRunMilliseconds: Double
    var warm: Stopwatch.Summary
    var warmLayoutOnly: Stopwatch.Summary
    var warmDrawOnly: Stopwatch.Summary
    var cold: Stopwatch.Summary
    var mixedRunSpans: Int
    var mixedRunLines: Int
    var warmMixedRuns: Stopwatch.Summary
    var mixedScriptsCharacters: Int
    var mixedScriptsLines: Int
    var warmMixedScripts: Stopwatch.Summary
    var tenThousandEmojiMilliseconds: Double
    var tenThousandEmojiLines: Int
    var residentMegabytesBeforeEmoji: Double
    var residentMegabytesAfterEmoji: Double
    var colorGlyphCacheBytes: Int
    var warmCacheHitRate: Double
    var coldCacheHitRate: Double
    var cachedGlyphImages: Int
    var freeType: String
    var harfBuzz: String
  }

  /// The paragraph: Japanese prose with English words, numbers and punctuation, cut to 2,000 characters.
  static let paragraph: String = {
    let sentences = [
      "Kagamiは、Swift on Linuxのためのsnapshot testingツールです。",
      "レシピアプリの画面（Search、Recipe Details、Shopping List）をpixel単位で比較します。",
      "CIでは変更されたmoduleだけをテストし、結果はJSONで報告されます。",
      "The layout engine measures text in points and rounds edges to the device pixel grid. ",
      "「きょうの献立」は350 kcal、調理時間は約15分です。",
      "Kerning, ligatures (fi, fl) and fallback fonts must look right on every machine. ",
    ]
    return cycling(sentences, characters: 2000)
  }()

  /// Japanese, English, Arabic and emoji (sequences included), cut to 2,000 characters (grapheme
  /// clusters): what a recipe app's comments look like.
  static let mixedScripts: String = {
    let sentences = [
      "今日のカレー🍛は最高でした👍🏻！", "Curry night with friends 👨‍🍳🇯🇵 — 15 minutes. ",
      "وصفة اليوم: كبسة الدجاج 🍗 جاهزة في 30 دقيقة! ", "おにぎり🍙とお味噌汁、ごちそうさま😋",
      "Tip: add 1️⃣ spoon of honey ❤️ and mix (fi, fl). ", "شكراً على الوصفة 👏🏽 رائعة جداً. ",
    ]
    return cycling(sentences, characters: 2000)
  }()

  /// 10,000 emoji cycling through the 59 food pictographs U+1F345–U+1F37F.
  static let tenThousandEmoji: String = {
    let pictographs = (0x1F345...0x1F37F).compactMap(Unicode.Scalar.init).map(String.init)
    return (0..<10_000).map { pictographs[$0 % pictographs.count] }.joined()
  }()

  /// `sentences` repeated in turn and cut to `characters` characters (grapheme clusters).
  static func cycling(_ sentences: [String], characters: Int) -> String {
    var text = ""
    var index = 0
    while text.count < characters {
      text += sentences[index % sentences.count]
      index += 1
    }
    return String(text.prefix(characters))
  }

  func run() throws {
    let clock = ContinuousClock()
    var loaded: FontSet?
    let load = try clock.measure { loaded = try FontSet.bundled() }
    let fonts = loaded!
    let font = Font(.body)
    let style = ParagraphStyle(width: 390)
    let text = Self.paragraph
    var layout = try fonts.layout(text, font: font, style: style, scale: 3)
    var canvas = try Canvas(width: 390 * 3, height: layout.pixelHeight + 8, scale: 3, background: .white)
    fonts.glyphCache.removeAll()
    let first = try clock.measure {
      layout = try fonts.layout(text, font: font, style: style, scale: 3)
      try canvas.drawParagraph(layout, at: Point(x: 0, y: 4), color: .black, fonts: fonts)
    }
    let stopwatch = Stopwatch(runs: runs, warmUp: 2)
    let warm = try stopwatch.measure {
      layout = try fonts.layout(text, font: font, style: style, scale: 3)
      try canvas.drawParagraph(layout, at: Point(x: 0, y: 4), color: .black, fonts: fonts)
    }
    fonts.glyphCache.resetCounters()
    try canvas.drawParagraph(layout, at: Point(x: 0, y: 4), color: .black, fonts: fonts)
    let warmHitRate = fonts.glyphCache.hitRate
    let layoutOnly = try stopwatch.measure { layout = try fonts.layout(text, font: font, style: style, scale: 3) }
    let drawOnly = try stopwatch.measure {
      try canvas.drawParagraph(layout, at: Point(x: 0, y: 4), color: .black, fonts: fonts)
    }
    let (spans, paint) = Self.mixedRuns(text)
    var mixed = try fonts.layout(spans, style: style, scale: 3)
    let warmMixed = try stopwatch.measure {
      mixed = try fonts.layout(spans, style: style, scale: 3)
      try canvas.drawParagraph(mixed, at: Point(x: 0, y: 4), paint: paint, fonts: fonts)
    }
    let mixedText = Self.mixedScripts
    var scripts = try fonts.layout(mixedText, font: font, style: style, scale: 3)
    let warmScripts = try stopwatch.measure {
      scripts = try fonts.layout(mixedText, font: font, style: style, scale: 3)
      try canvas.drawParagraph(scripts, at: Point(x: 0, y: 4), color: .black, fonts: fonts)
    }
    // At 1× (at 3× the paragraph would be taller than a bitmap may be), on a canvas holding it all.
    let before = ScaleBenchmark.memory().resident
    var emoji = scripts
    let emojiTime = try clock.measure {
      emoji = try fonts.layout(Self.tenThousandEmoji, font: font, style: style, scale: 1)
      var whole = try Canvas(width: 390, height: emoji.pixelHeight, scale: 1, background: .white)
      try whole.drawParagraph(emoji, at: Point(x: 0, y: 0), color: .black, fonts: fonts)
    }
    let after = ScaleBenchmark.memory().resident
    var coldHitRate = 0.0
    let cold = try Stopwatch(runs: max(3, runs / 3), warmUp: 1).measure {
      fonts.glyphCache.removeAll()
      layout = try fonts.layout(text, font: font, style: style, scale: 3)
      try canvas.drawParagraph(layout, at: Point(x: 0, y: 4), color: .black, fonts: fonts)
      coldHitRate = fonts.glyphCache.hitRate
    }
    try printJSON(
      Report(
        characters: text.count, scalars: text.unicodeScalars.count, lines: layout.lines.count,
        glyphs: layout.glyphs.count, fontLoadMilliseconds: Self.milliseconds(load),
        firstRunMilliseconds: Self.milliseconds(first), warm: warm, warmLayoutOnly: layoutOnly, warmDrawOnly: drawOnly,
        cold: cold, mixedRunSpans: spans.count, mixedRunLines: mixed.lines.count, warmMixedRuns: warmMixed,
        mixedScriptsCharacters: mixedText.count, mixedScriptsLines: scripts.lines.count, warmMixedScripts: warmScripts,
        tenThousandEmojiMilliseconds: Self.milliseconds(emojiTime), tenThousandEmojiLines: emoji.lines.count,
        residentMegabytesBeforeEmoji: before, residentMegabytesAfterEmoji: after,
        colorGlyphCacheBytes: fonts.colorGlyphCacheBytes,
        warmCacheHitRate: warmHitRate, coldCacheHitRate: (coldHitRate * 1000).rounded() / 1000,
        cachedGlyphImages: fonts.glyphCache.count, freeType: fonts.freeTypeVersion, harfBuzz: fonts.harfBuzzVersion))
  }

  /// `text` cut into spans of 40 characters cycling through six styles, with their colours.
  static func mixedRuns(_ text: String) -> ([TextSpan], ParagraphPaint) {
    let body = Font(.body)
    let styles: [(TextSpan, RGBAColor)] = [
      (TextSpan("", font: body), .black),
      (TextSpan("", font: Font(weight: .bold, size: 17)), RGBAColor(hex: 0xD92B2B)),
      (TextSpan("", font: Font(size: 22), isUnderlined: true), RGBAColor(hex: 0x1A5FB4)),
      (TextSpan("", font: Font(size: 13), kerning: 1), .black),
      (TextSpan("", font: body, tracking: 2, isStruckThrough: true), RGBAColor(hex: 0x2E7D32)),
      (TextSpan("", font: Font(.headline)), .black),
    ]
    var spans: [TextSpan] = []
    var colors: [RGBAColor] = []
    var rest = Substring(text)
    while !rest.isEmpty {
      var (span, color) = styles[spans.count % styles.count]
      span.text = String(rest.prefix(40))
      rest = rest.dropFirst(40)
      spans.append(span)
      colors.append(color)
    }
    return (spans, ParagraphPaint(text: colors))
  }

  static func milliseconds(_ duration: Duration) -> Double {
    let value = Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
    return (value * 1000).rounded() / 1000
  }
}
