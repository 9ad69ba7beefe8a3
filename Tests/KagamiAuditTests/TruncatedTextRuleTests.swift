import KagamiImage
import KagamiLayout
import KagamiText
import Testing

@testable import KagamiAudit
@testable import KagamiRenderer

/// Text cut short at an accessibility size: a one-line title that fits at the default size and is
/// truncated at AX5 is a finding there and nowhere else; text that wraps freely is never one.
@Suite struct TruncatedTextRuleTests {
  let renderer: ScreenRenderer
  init() throws { renderer = ScreenRenderer(fonts: try FontSet.bundled()) }

  static let device = Device(name: "test", width: 240, height: 400, scale: 1, safeArea: .zero, statusBarHeight: 0)

  func findings(_ category: ContentSizeCategory) throws -> [AuditFinding] {
    let view = VStack(alignment: .leading) {
      Text("Weeknight curry").font(.body).lineLimit(1).id("title")
      Text("Rice").font(.body)
    }
    let traits = Traits(device: Self.device, contentSizeCategory: category)
    let screen = try renderer.render(view, traits: traits, background: .white)
    return try AccessibilityAudit.findings(
      in: screen, renderer: renderer, options: AuditOptions(rules: [.truncatedText]))
  }

  @Test func aTitleThatFitsAtTheDefaultSizeIsTruncatedAtAX5() throws {
    #expect(try findings(.large).isEmpty)
    let cut = try findings(.accessibilityExtraExtraExtraLarge)
    #expect(cut.count == 1)
    let finding = try #require(cut.first)
    #expect(finding.rule == .truncatedText && finding.id == "title" && finding.label == "Weeknight curry")
    #expect(finding.order == 1)
    #expect(
      finding.measured
        == "truncated to 1 line at accessibilityExtraExtraExtraLarge: let it wrap (no line limit) or give it room")
  }

  @Test func truncationAtAnOrdinarySizeIsNotJudged() throws {
    // At xxxLarge the title may be cut too, but only accessibility sizes are judged.
    #expect(try findings(.extraExtraExtraLarge).isEmpty)
  }

  @Test func aFrameShorterThanItsTextIsClippedText() {
    // Text 30 pt high at 2x, laid out into a frame 20 pt high.
    let paragraph = ParagraphLayout(
      scale: 2, lines: [], glyphs: [], missing: [], isTruncated: false, pixelWidth: 100, pixelHeight: 60)
    let run = TextRun(
      text: "Tall", font: KagamiText.Font(size: 17), color: .black, lineLimit: nil, alignment: .leading,
      paragraph: paragraph)
    let tree = LaidOutNode(
      kind: "screen", frame: Rect(x: 0, y: 0, width: 390, height: 844),
      children: [LaidOutNode(kind: "text", frame: Rect(x: 0, y: 0, width: 50, height: 20), content: .text(run))])
    let findings = AccessibilityAudit.findings(
      in: tree, contentSize: .accessibilityMedium, options: AuditOptions(rules: [.truncatedText]))
    #expect(
      findings.map(\.measured) == [
        "0 lines 30 pt high in a 20 pt frame at accessibilityMedium: let it wrap (no line limit) or give it room"
      ])
    #expect(AccessibilityAudit.findings(in: tree, options: AuditOptions(rules: [.truncatedText])).isEmpty)
  }
}
