import KagamiImage
import KagamiLayout
import KagamiText
import Testing

@Suite struct TextLayoutTests {
  let context: LayoutContext
  init() throws { context = try DSLTestSupport.context() }

  @Test func textFrameFitsItsParagraphAtTheDeviceScale() throws {
    let view = VStack(alignment: .leading) {
      Text("Kagami renders the same pixels everywhere, in English and 日本語.").id("text")
    }
    .padding(20)
    let tree = try ViewLayout.layout(view, traits: Traits(), context: context)
    let node = try #require(DSLTestSupport.find("text", in: tree))
    let paragraph = try #require(DSLTestSupport.paragraph("text", in: tree))
    #expect(paragraph.scale == 3)
    #expect(node.frame.height == paragraph.height)
    #expect(node.frame.width >= paragraph.width)
    #expect(node.frame.width <= 393 - 40)
    #expect(paragraph.lines.count >= 2)
    // Edges on the 3x grid.
    for value in [node.frame.x, node.frame.y, node.frame.width, node.frame.height] {
      #expect((value * 3).rounded() == value * 3)
    }
  }

  @Test func contentSizeCategoryAndFontChangeTheMeasurement() throws {
    let view = Text("Dynamic Type").font(.body).id("text")
    let large = try ViewLayout.layout(view, traits: Traits(), context: context)
    let huge = try ViewLayout.layout(
      view, traits: Traits(contentSizeCategory: .accessibilityExtraLarge), context: context)
    let heightLarge = try #require(DSLTestSupport.find("text", in: large)).frame.height
    let heightHuge = try #require(DSLTestSupport.find("text", in: huge)).frame.height
    #expect(heightHuge > heightLarge * 1.5)
    guard case .text(let run)? = DSLTestSupport.find("text", in: huge)?.content else { throw TestFailure.noText }
    #expect(run.font.size == Double(TextStyle.body.pointSize(for: .accessibilityExtraLarge)))
    // The innermost font wins, as in SwiftUI.
    let fixed = try ViewLayout.layout(
      Text("Dynamic Type").font(Font(size: 10)).font(.title).id("text"),
      traits: Traits(contentSizeCategory: .accessibilityExtraLarge), context: context)
    guard case .text(let fixedRun)? = DSLTestSupport.find("text", in: fixed)?.content else { throw TestFailure.noText }
    #expect(fixedRun.font.size == 10)
  }

  @Test func environmentModifiersReachNestedText() throws {
    let view = VStack {
      Text(String(repeating: "long words wrap ", count: 20)).id("text")
    }
    .font(.headline).foregroundColor(.red).lineLimit(2).multilineTextAlignment(.center)
    let tree = try ViewLayout.layout(view, traits: Traits(colorScheme: .dark), context: context)
    guard case .text(let run)? = DSLTestSupport.find("text", in: tree)?.content else { throw TestFailure.noText }
    #expect(run.font.weight == .semibold)
    #expect(run.color == SemanticColor.red.resolve(in: .dark))
    #expect(run.lineLimit == 2)
    #expect(run.alignment == .center)
    #expect(run.paragraph?.lines.count == 2)
    #expect(run.paragraph?.isTruncated == true)
  }

  @Test func tintReachesTintedColoursOnly() throws {
    let brand = Color.tinted(default: Color(hex: 0xFF8C1A))
    let view = VStack {
      Text("brand").foregroundColor(brand).id("brand")
      Text("soft").foregroundColor(brand.opacity(0.5)).id("soft")
      Text("accent").foregroundColor(.accentColor).id("accent")
      Text("blue").foregroundColor(.blue).id("blue")
    }
    func colors(_ view: some View) throws -> [RGBAColor] {
      let tree = try ViewLayout.layout(view, traits: Traits(), context: context)
      return try ["brand", "soft", "accent", "blue"].map { id in
        guard case .text(let run)? = DSLTestSupport.find(id, in: tree)?.content else { throw TestFailure.noText }
        return run.color
      }
    }
    let blue = SemanticColor.accent.resolve(in: .light)
    #expect(try colors(view) == [RGBAColor(hex: 0xFF8C1A), RGBAColor(hex: 0xFF8C1A, alpha: 128), blue, blue])
    let green = RGBAColor(hex: 0x00AA00)
    #expect(try colors(view.tint(Color(hex: 0x00AA00))) == [green, RGBAColor(hex: 0x00AA00, alpha: 128), green, blue])
    // The innermost tint wins; a tint given as a tinted colour takes the outer tint's value.
    #expect(try colors(view.tint(.accentColor).tint(Color(hex: 0x00AA00)))[0] == green)
  }

  @Test func rightToLeftMirrorsStacksAndTextAlignment() throws {
    let view = HStack(spacing: 0) {
      Text("A").id("first")
      Spacer()
    }
    let ltr = try ViewLayout.layout(view, traits: Traits(), context: context)
    let rtl = try ViewLayout.layout(view, traits: Traits(layoutDirection: .rtl), context: context)
    let left = try #require(DSLTestSupport.find("first", in: ltr))
    let right = try #require(DSLTestSupport.find("first", in: rtl))
    #expect(left.frame.x == 0)
    #expect(right.frame.x + right.frame.width == 393)
    guard case .text(let run)? = right.content else { throw TestFailure.noText }
    #expect(run.alignment == .trailing)
  }

  @Test func textWithoutFontsIsAClearError() {
    #expect(throws: ViewLayoutError.noFonts(text: "Hi")) {
      try ViewLayout.layout(Text("Hi"), traits: Traits(), context: LayoutContext(fonts: nil))
    }
  }

  enum TestFailure: Error { case noText }
}

@Suite struct TextLayoutReuseTests {
  /// The context reuses a paragraph laid out at a wider width when its lines fit; the result must be
  /// exactly what a fresh layout at the final width gives.
  @Test(arguments: [60.0, 120, 180, 250, 393])
  func reusedParagraphsEqualFreshLayouts(_ width: Double) throws {
    let fonts = try FontSet.bundled()
    let text = "Kagami は同じピクセルを描きます, on every machine and in every build."
    let view = VStack(alignment: .leading) { Text(text).lineLimit(2).id("text") }.frame(
      width: width, alignment: .leading)
    let tree = try ViewLayout.layout(view, traits: Traits(), context: LayoutContext(fonts: fonts))
    let node = try #require(DSLTestSupport.find("text", in: tree))
    let reused = try #require(DSLTestSupport.paragraph("text", in: tree))
    let fresh = try fonts.layout(
      text, font: Font(.body), style: ParagraphStyle(width: node.frame.width, lineLimit: 2), scale: 3)
    #expect(reused == fresh)
  }
}
