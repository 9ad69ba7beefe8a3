import KagamiImage
import KagamiLayout
import KagamiRenderer
import KagamiTestSupport
import Testing

/// Arabic, Hebrew and mixed-direction `Text` through the DSL and the tree painter, in a left-to-right
/// and a right-to-left layout: text reads in its own direction in both, alignment and stacks follow
/// the layout direction.
@Suite struct ScreenBidiTextTests {
  static let device = Device(name: "bidi", width: 240, height: 300, scale: 2, safeArea: .zero, statusBarHeight: 0)

  struct BidiTextScreen: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 8) {
        Text("وصفة اليوم: كبسة الدجاج").font(.headline).id("title")
        Text("カレーライス (Japanese curry) مع 2 كوب من الأرز، جاهزة في 30 دقيقة!").id("mixed")
        HStack(spacing: 6) {
          Text("★ 4.5").bold()
          Text("(١٢٣ تقييم)").foregroundColor(.secondaryLabel)
        }
        Text("המחיר: 1,234.56 ₪ [מבצע] (כולל מע״מ) עד סוף החודש").lineLimit(1).id("hebrew")
        Text("English words first, then عربي").id("english")
      }
      .padding(8)
    }
  }

  func render(_ direction: LayoutDirection) throws -> Screenshot {
    try ScreenFixtures.renderer().render(
      BidiTextScreen(), traits: Traits(device: Self.device, layoutDirection: direction), background: .background)
  }

  @Test(arguments: [LayoutDirection.ltr, .rtl])
  func bidiTextMatchesItsGoldens(_ direction: LayoutDirection) throws {
    let screenshot = try render(direction)
    try screenGoldens.check(screenshot.bitmap, named: "bidi-text.\(direction == .rtl ? "rtl" : "ltr")")
  }

  @Test func leadingIsTheRightEdgeInARightToLeftLayout() throws {
    for direction in [LayoutDirection.ltr, .rtl] {
      let tree = try #require(try render(direction).tree)
      let title = try #require(find("title", in: tree))
      if direction == .rtl {
        #expect(abs(title.frame.x + title.frame.width - 232) < 0.01, "\(title.frame)")
      } else {
        #expect(abs(title.frame.x - 8) < 0.01, "\(title.frame)")
      }
      // The Arabic title reads right to left in both: its first character is drawn rightmost.
      guard case .text(let run) = title.content, let paragraph = run.paragraph else {
        Issue.record("title is not text")
        continue
      }
      let first = try #require(paragraph.glyphs.first { $0.cluster == 0 })
      #expect(paragraph.glyphs.allSatisfy { $0.x4 <= first.x4 })
      let hebrew = try #require(find("hebrew", in: tree))
      guard case .text(let hebrewRun) = hebrew.content, let truncated = hebrewRun.paragraph else { continue }
      #expect(truncated.isTruncated && truncated.lines.count == 1)
    }
  }

  func find(_ id: String, in node: LaidOutNode) -> LaidOutNode? {
    if node.id == id { return node }
    for child in node.children { if let found = find(id, in: child) { return found } }
    return nil
  }
}
