import Foundation
import KagamiDiff
import KagamiImage
import KagamiResults
import Testing

@testable import KagamiTesting

/// Fingerprints name the fonts each snapshot drew with, blame only what could change its pixels, and
/// `KAGAMI_REFRESH_FINGERPRINTS` brings outdated ones up to date without touching pixels.
@Suite struct FingerprintTests {
  static let latin = SnapshotFingerprint.FontPin(file: "NotoSans-Regular.ttf", sha256: "89c3c497f618fdaa0b2d")
  static let emoji = SnapshotFingerprint.FontPin(file: "NotoColorEmoji.ttf", sha256: "e5899ed38b8ed83e08bd")

  static func fingerprint(_ pins: [SnapshotFingerprint.FontPin]?) -> SnapshotFingerprint {
    SnapshotFingerprint(
      kagami: "0.1.0", fonts: "", freeType: "2.12.1", harfBuzz: "6.0.0", libpng: "1.6.39",
      icu: "72.1 (Unicode 15.0)", friBidi: "1.0.8 (Unicode 10.0.0)"
    ).drawing(with: pins)
  }

  /// A laid-out screen with one line of text in `text`.
  static func textScreen(_ text: String, color: Color = .black) throws -> Screenshot {
    let renderer = try ScreenRenderer()
    let traits = Traits(device: .iPhoneSE3).scaled(to: 1)
    return try renderer.render(Text(text).foregroundColor(color).padding(4), traits: traits)
  }

  @Test func theFontsFieldRoundTrips() {
    let print = Self.fingerprint([Self.latin, Self.emoji])
    #expect(print.fonts == "NotoSans-Regular.ttf@89c3c497f618fdaa, NotoColorEmoji.ttf@e5899ed38b8ed83e")
    #expect(SnapshotFingerprint(text: print.text) == print)
    #expect(print.fontPins == [Self.latin, Self.emoji])
    #expect(Self.fingerprint([]).fonts == "none" && Self.fingerprint([]).fontPins == [])
    #expect(Self.fingerprint(nil).fonts == "unknown" && Self.fingerprint(nil).fontPins == nil)
    #expect(!print.isOutdated)
    var legacy = print
    legacy.fonts = "da068003a1b2c3d4"
    #expect(legacy.isOutdated, "a digest of the whole manifest predates per-snapshot fonts")
    var noICU = print
    noICU.icu = "unknown"
    #expect(noICU.isOutdated)
    #expect(!Self.fingerprint(nil).isOutdated, "a screenshot made from pixels has unknown fonts")
  }

  @Test func onlyWhatCouldChangeThePixelsIsBlamed() {
    let text = Self.fingerprint([Self.latin, Self.emoji])
    #expect(text.environmentChanges(since: text).isEmpty)
    var newEmoji = text
    newEmoji.fonts = SnapshotFingerprint.fontsField([
      Self.latin, .init(file: "NotoColorEmoji.ttf", sha256: "dac5c276aaaabbbbcccc"),
    ])
    #expect(
      newEmoji.environmentChanges(since: text) == ["font NotoColorEmoji.ttf e5899ed38b8ed83e… → dac5c276aaaabbbb…"])
    let moreFonts = Self.fingerprint([Self.latin, .init(file: "NotoSansArabic-Regular.ttf", sha256: "504d7407")])
    #expect(moreFonts.environmentChanges(since: Self.fingerprint([Self.latin])).isEmpty, "a font the text now needs")
    var png = text
    png.libpng = "1.6.48"
    #expect(png.environmentChanges(since: text).isEmpty, "libpng cannot change decoded pixels")
    var harfBuzz = text
    harfBuzz.harfBuzz = "10.2.0"
    #expect(harfBuzz.environmentChanges(since: text) == ["HarfBuzz 6.0.0 → 10.2.0"])
    let shapes = Self.fingerprint([])
    var shapesHarfBuzz = shapes
    shapesHarfBuzz.harfBuzz = "10.2.0"
    shapesHarfBuzz.icu = "76.1 (Unicode 15.1)"
    #expect(shapesHarfBuzz.environmentChanges(since: shapes).isEmpty, "no text was drawn")
    shapesHarfBuzz.freeType = "2.13.3"
    #expect(shapesHarfBuzz.environmentChanges(since: shapes) == ["FreeType 2.12.1 → 2.13.3"], "FreeType fills shapes")
    var old = text
    old.icu = "unknown"
    old.fonts = "da068003a1b2c3d4"
    #expect(text.environmentChanges(since: old).isEmpty, "what the baseline never recorded blames nothing")
  }

  @Test func aRenderedScreenNamesTheFontsItDrewWith() throws {
    let package = try TestPackage()
    _ = package.verify(try Self.textScreen("Pancakes 日本 🍛"), named: "text", settings: package.settings())
    let chunks = try PNGCodec.textChunks(in: Data(contentsOf: package.baseline("card.text.png")))
    let stored = try #require(BaselineChunks.read(chunks).fingerprint)
    let files = try #require(stored.fontPins).map(\.file)
    #expect(files == ["NotoSans-Regular.ttf", "NotoSansCJKjp-Regular-JIS.otf", "NotoColorEmoji.ttf"])
    #expect(!stored.isOutdated)
    let shapes = try ScreenRenderer().render(Color.red.frame(width: 20, height: 20), traits: Traits().scaled(to: 1))
    #expect(shapes.usedFonts?.isEmpty == true)
  }

  @Test func aColourChangeSaysNothingAboutTheEnvironment() throws {
    let package = try TestPackage()
    let settings = package.settings()
    _ = package.verify(try Self.textScreen("Pancakes"), named: "colour", settings: settings)
    let failure = try #require(
      package.verify(try Self.textScreen("Pancakes", color: .orange), named: "colour", settings: settings))
    #expect(failure.contains("does not match the reference"))
    #expect(!failure.contains("environment"), "\(failure)")
    #expect(!failure.contains("fingerprint"), "\(failure)")
    let record = try package.resultRecord("card.colour.png")
    #expect(record.fingerprint?.environmentChanges(since: try #require(record.baselineFingerprint)) == [])
  }

  @Test func refreshRewritesOnlyTheChunksOfPassingBaselines() throws {
    let package = try TestPackage()
    var legacy = SnapshotFingerprint.current(root: package.root)
    legacy.fonts = "da068003a1b2c3d4"
    legacy.friBidi = "unknown"
    let screen = try Self.textScreen("Pancakes")
    _ = package.verify(screen, named: "fresh", settings: package.settings(fingerprint: legacy))
    _ = package.verify(
      try Self.textScreen("Waffles"), named: "changed", settings: package.settings(fingerprint: legacy))
    let before = try Data(contentsOf: package.baseline("card.fresh.png"))
    let changedBefore = try Data(contentsOf: package.baseline("card.changed.png"))

    let refresh = package.settings(["KAGAMI_REFRESH_FINGERPRINTS": "1"])
    #expect(package.verify(screen, named: "fresh", settings: refresh) == nil)
    #expect(try package.resultRecord("card.fresh.png").fingerprintRefreshed == true)
    #expect(package.verify(screen, named: "changed", settings: refresh) != nil, "a failing check refreshes nothing")
    #expect(try Data(contentsOf: package.baseline("card.changed.png")) == changedBefore)

    let after = try Data(contentsOf: package.baseline("card.fresh.png"))
    #expect(try PNGCodec.decode(after) == PNGCodec.decode(before))
    #expect(Self.chunks(except: "tEXt", of: after) == Self.chunks(except: "tEXt", of: before), "image data untouched")
    let stored = try #require(BaselineChunks.read(PNGCodec.textChunks(in: after)).fingerprint)
    #expect(stored.fontPins?.map(\.file) == ["NotoSans-Regular.ttf"] && !stored.isOutdated)
    #expect(package.verify(screen, named: "fresh", settings: refresh) == nil)
    #expect(try package.resultRecord("card.fresh.png").fingerprintRefreshed == nil, "up to date: not rewritten")
    #expect(try Data(contentsOf: package.baseline("card.fresh.png")) == after)
  }

  @Test func replacingTextChunksKeepsEveryOtherChunk() throws {
    let bitmap = try Bitmap(width: 3, height: 2, fill: RGBAColor(hex: 0x336699))
    let original = try PNGCodec.encode(
      bitmap, text: [PNGTextChunk(keyword: "a", text: "1"), PNGTextChunk(keyword: "keep", text: "me")])
    let rewritten = try PNGCodec.replacingTextChunks(in: original, with: [PNGTextChunk(keyword: "a", text: "2")])
    #expect(
      try PNGCodec.textChunks(in: rewritten).sorted { $0.keyword < $1.keyword } == [
        PNGTextChunk(keyword: "a", text: "2"), PNGTextChunk(keyword: "keep", text: "me"),
      ])
    #expect(try PNGCodec.decode(rewritten) == bitmap)
    #expect(throws: PNGError.self) { try PNGCodec.replacingTextChunks(in: Data(original.prefix(40)), with: []) }
    #expect(throws: PNGError.self) { try PNGCodec.replacingTextChunks(in: Data("not a png".utf8), with: []) }
  }

  /// The file's chunks other than those of `type`, as raw bytes, in order.
  static func chunks(except type: String, of data: Data) -> [Data] {
    let bytes = [UInt8](data)
    var result: [Data] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length =
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
        | Int(bytes[offset + 3])
      let name = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      if name != type { result.append(Data(bytes[offset..<(offset + 12 + length)])) }
      offset += 12 + length
    }
    return result
  }
}
