import KagamiImage
import KagamiLayout
import KagamiRenderer
import KagamiSampleScreens
import KagamiTestSupport
import Testing

/// Styled text through the DSL and the tree painter: concatenated runs, decorations, line spacing,
/// kerning and tracking, in light and dark.
@Suite struct ScreenTextStylingTests {
  static let device = TextStylingGoldenScreen.device

  static var screen: some View { TextStylingGoldenScreen() }

  func render(_ scheme: ColorScheme = .light) throws -> Screenshot {
    try ScreenFixtures.renderer().render(
      Self.screen, traits: Traits(device: Self.device, colorScheme: scheme), background: .background)
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func styledTextMatchesItsGoldens(_ scheme: ColorScheme) throws {
    try screenGoldens.check(try render(scheme).bitmap, named: "text-styling.\(scheme.rawValue)")
  }

  @Test func decorationsArePaintedInTheirColoursInsideTheFrame() throws {
    let screenshot = try render()
    let tree = try #require(screenshot.tree)
    for id in ["sale", "wrapped"] {
      let node = try #require(find(id, in: tree))
      guard case .text(let run) = node.content, let paragraph = run.paragraph else {
        Issue.record("\(id) is not text")
        continue
      }
      #expect(!paragraph.decorations.isEmpty)
      for decoration in paragraph.decorations {
        let colors = run.colors[decoration.span]
        let expected =
          (decoration.kind == .underline ? colors.underline : colors.strikethrough) ?? colors.text
        // The stroke's middle row, away from glyph ink at its ends: every pixel in its colour.
        let y = Int((node.frame.y * 2).rounded()) + decoration.y + decoration.height / 2
        let x = Int((node.frame.x * 2).rounded()) + decoration.x
        #expect(decoration.y + decoration.height <= paragraph.pixelHeight, "inside the frame")
        if decoration.kind == .underline {
          #expect(screenshot.bitmap[x, y] == expected && screenshot.bitmap[x + decoration.width - 1, y] == expected)
        }
      }
    }
  }

  @Test func theDumpShowsThePieces() throws {
    let dump = try render().layoutDump
    #expect(
      dump.contains(
        #"text="Total " + "¥1,280"(size=28 bold color=#ff3b30ff) + "（税込）"(size=12 color=#3c3c4399) font="Noto Sans":17:400"#
      ))
    #expect(dump.contains(#"text="SOLD OUT"(tracking=4) font="Noto Sans":17:600"#))
    #expect(dump.contains("lineSpacing=6"))
  }

  func find(_ id: String, in node: LaidOutNode) -> LaidOutNode? {
    if node.id == id { return node }
    for child in node.children { if let found = find(id, in: child) { return found } }
    return nil
  }
}
