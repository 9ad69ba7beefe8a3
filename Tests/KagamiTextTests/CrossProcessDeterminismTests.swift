import Foundation
import KagamiImage
import KagamiRaster
import KagamiRenderer
import KagamiText
import Testing

/// Renders the same paragraphs (plain, styled, right to left, colour emoji) here and in a child process of this test binary running under
/// another time zone and locale; the pixel hashes must match.
@Suite struct CrossProcessDeterminismTests {
  static let outputVariable = "KAGAMI_TEXT_CHILD_OUTPUT"

  static func renderHash() throws -> String {
    let fonts = try FontSet.bundled()
    let text = ParagraphGoldenTests.mixed + ParagraphGoldenTests.latin
    let layout = try fonts.layout(text, font: Font(.callout), style: ParagraphStyle(width: 250), scale: 3)
    // And styled spans: sizes, weights, italic, kerning, tracking, decorations, line spacing.
    var styled = StyledParagraphGoldenTests.recipe.map(\.0)
    styled[1].isUnderlined = true
    styled[2].tracking = 1.3
    styled[4].isStruckThrough = true
    styled[5].kerning = -0.4
    let spans = try fonts.layout(styled, style: ParagraphStyle(width: 250, lineSpacing: 2.5), scale: 3)
    // And right-to-left and mixed text (FriBidi, HarfBuzz right to left), truncated.
    // And colour emoji (FreeType's CBDT decoding, the integer scaling and resampling), in it.
    let emoji = EmojiTests.sequences.map(\.text).joined(separator: " ")
    let bidi = try fonts.layout(
      BidiGoldenTests.arabicFirst + "\n" + BidiGoldenTests.hebrew + "\n" + BidiGoldenTests.japaneseFirst + "\n" + emoji,
      font: Font(.callout), style: ParagraphStyle(width: 250, lineLimit: 11, direction: .rightToLeft), scale: 3)
    let drawnEmoji = bidi.glyphs.filter { fonts.isColorFace($0.face) }.count
    guard drawnEmoji >= EmojiTests.sequences.count else {
      throw TextError.engine("only \(drawnEmoji) colour glyphs laid out; the emoji line was cut")
    }
    var canvas = try Canvas(
      width: 780, height: layout.pixelHeight + spans.pixelHeight + bidi.pixelHeight, scale: 3, background: .white)
    try canvas.drawParagraph(
      layout, at: Point(x: 0.75, y: 0), color: RGBAColor(hex: 0x112233, alpha: 240), fonts: fonts)
    try canvas.drawParagraph(
      spans, at: Point(x: 0.25, y: Double(layout.pixelHeight)),
      paint: ParagraphPaint(text: StyledParagraphGoldenTests.recipe.map(\.1), underline: [nil, .black]), fonts: fonts)
    try canvas.drawParagraph(
      bidi, at: Point(x: 0.5, y: Double(layout.pixelHeight + spans.pixelHeight)), color: .black, fonts: fonts)
    return canvas.bitmap.pixelHash.hex
  }

  /// Run in the child: writes its hash where the parent asked; in the parent run it checks that a
  /// second render in this process agrees.
  @Test func childProcessRender() throws {
    let hash = try Self.renderHash()
    if let path = ProcessInfo.processInfo.environment[Self.outputVariable] {
      try Data(hash.utf8).write(to: URL(fileURLWithPath: path))
    } else {
      #expect(try Self.renderHash() == hash)
    }
  }

  @Test func sameBytesInAnotherProcessTimeZoneAndLocale() throws {
    guard ProcessInfo.processInfo.environment[Self.outputVariable] == nil else { return }
    let executable = URL(fileURLWithPath: CommandLine.arguments[0])
    try #require(FileManager.default.isExecutableFile(atPath: executable.path), "test binary at \(executable.path)")
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("kagami-text-\(UUID().uuidString).hash")
    defer { try? FileManager.default.removeItem(at: output) }
    let child = Process()
    child.executableURL = executable
    child.arguments = ["--testing-library", "swift-testing", "--filter", "childProcessRender"]
    var environment = ProcessInfo.processInfo.environment
    environment[Self.outputVariable] = output.path
    environment["TZ"] = "Asia/Tokyo"
    environment["LC_ALL"] = "ja_JP.UTF-8"
    environment["LANG"] = "ja_JP.UTF-8"
    environment["FREETYPE_PROPERTIES"] = "cff:no-stem-darkening=0 cff:hinting-engine=adobe"
    child.environment = environment
    child.standardOutput = FileHandle.nullDevice
    child.standardError = FileHandle.nullDevice
    try child.run()
    child.waitUntilExit()
    #expect(child.terminationStatus == 0)
    let childHash = String(decoding: try Data(contentsOf: output), as: UTF8.self)
    #expect(childHash == (try Self.renderHash()))
  }
}
