import KagamiImage
import KagamiLayout
import KagamiText
import Testing

/// `Text` modifiers returning `Text`, concatenation, the environment's text styling, and the
/// paragraph cache's key.
@Suite struct TextStylingTests {
  let context: LayoutContext
  init() throws { context = try DSLTestSupport.context() }

  func run(_ view: some View, traits: Traits = Traits()) throws -> TextRun {
    let tree = try ViewLayout.layout(view, traits: traits, context: context)
    guard case .text(let run)? = DSLTestSupport.find("text", in: tree)?.content else {
      throw TextLayoutTests.TestFailure.noText
    }
    return run
  }

  @Test func concatenatedPiecesKeepTheirOwnStyles() throws {
    let text: Text = Text("a") + Text("b").bold() + Text("c").foregroundColor(.red).font(.title)
    let run = try run(text.id("text"))
    #expect(run.spans.map(\.text) == ["a", "b", "c"])
    #expect(run.text == "abc")
    #expect(run.spans.map(\.font.weight) == [.regular, .bold, .regular])
    #expect(run.spans.map(\.font.size) == [17, 17, 28])
    #expect(run.colors.map(\.text) == [.black, .black, SemanticColor.red.resolve(in: .light)])
    let paragraph = try #require(run.paragraph)
    #expect(paragraph.lines.count == 1)
    #expect(paragraph.glyphs.map(\.span) == [0, 1, 2])
  }

  @Test func theInnermostModifierWinsAndFillsOnlyWhatAPieceLacks() throws {
    let run = try run(
      (Text("a").foregroundColor(.blue).fontWeight(.light) + Text("b").underline(false) + Text("c"))
        .foregroundColor(.red).fontWeight(.bold).underline(color: .green).kerning(1).id("text"))
    #expect(run.colors.map(\.text) == [Color.blue, .red, .red].map { $0.resolve(in: .light) })
    #expect(run.spans.map(\.font.weight) == [FontWeight.light, .bold, .bold])
    #expect(run.spans.map(\.isUnderlined) == [true, false, true])
    #expect(run.colors.map(\.underline) == [Color.green.resolve(in: .light), nil, Color.green.resolve(in: .light)])
    #expect(run.spans.allSatisfy { $0.kerning == 1 })
  }

  @Test func environmentStylingReachesTextThatDoesNotSetItsOwn() throws {
    let view = VStack {
      (Text("plain ") + Text("own").underline(false).tracking(0).italic(false)).id("text")
    }
    .underline().strikethrough(color: .red).kerning(0.5).tracking(2).italic().bold().lineSpacing(6)
    let run = try run(view)
    #expect(run.spans.map(\.isUnderlined) == [true, false])
    #expect(run.spans.allSatisfy { $0.isStruckThrough })
    #expect(run.colors.map(\.strikethrough) == [Color.red.resolve(in: .light), Color.red.resolve(in: .light)])
    #expect(run.spans.map(\.tracking) == [2, 0])
    #expect(run.spans.allSatisfy { $0.kerning == 0.5 && $0.font.weight == .bold })
    #expect(run.spans.map(\.font.isItalic) == [true, false])
    #expect(run.lineSpacing == 6)
  }

  @Test func plainTextIsOneUndecoratedSpan() throws {
    let run = try run(Text("Hello").font(.headline).foregroundColor(.secondaryLabel).id("text"))
    let expected = TextRun(
      text: "Hello", font: Font(.headline), color: Color.secondaryLabel.resolve(in: .light), lineLimit: nil,
      alignment: .leading, paragraph: run.paragraph)
    #expect(run == expected)
  }

  /// The frame each styled text gets is exactly its paragraph, and that paragraph is the one a fresh
  /// layout at the frame's width makes.
  @Test(arguments: [
    "concatenation", "underline", "kerning", "tracking", "negativeTracking", "lineSpacing", "italic", "sizes",
  ])
  func measurementMatchesWhatIsDrawn(_ name: String) throws {
    let long = "Kagami lays out styled text: 日本語とEnglishを混ぜて、幅に合わせて折り返します。"
    let text: Text
    switch name {
    case "concatenation": text = Text("Total ") + Text("¥1,280").bold().font(.title) + Text(long).font(.caption)
    case "underline": text = Text(long).underline().strikethrough()
    case "kerning": text = Text(long).kerning(1.3)
    case "tracking": text = Text(long).tracking(2.1)
    case "negativeTracking": text = Text(long).tracking(-0.7)
    case "lineSpacing": text = Text(long)
    case "italic": text = Text(long).italic()
    default: text = Text("small ").font(.caption2) + Text(long).font(.largeTitle) + Text(" end").font(.footnote)
    }
    for width in [120.0, 200, 393] {
      let view = VStack(alignment: .leading) { text.lineSpacing(name == "lineSpacing" ? 7.4 : 0).id("text") }
        .frame(width: width)
      let tree = try ViewLayout.layout(view, traits: Traits(), context: context)
      let node = try #require(DSLTestSupport.find("text", in: tree))
      guard case .text(let run) = node.content, let paragraph = run.paragraph else {
        throw TextLayoutTests.TestFailure.noText
      }
      // Frames are in points on the 3× grid (up to floating-point noise the painter rounds away).
      #expect(Int((node.frame.width * 3).rounded()) == paragraph.pixelWidth, "\(name) at \(width)")
      #expect(Int((node.frame.height * 3).rounded()) == paragraph.pixelHeight, "\(name) at \(width)")
      let fresh = try FontSet.bundled().layout(
        run.spans, style: ParagraphStyle(width: node.frame.width, lineSpacing: run.lineSpacing), scale: 3)
      #expect(fresh == paragraph, "\(name) at \(width)")
      for decoration in paragraph.decorations {
        #expect(decoration.x >= 0 && decoration.x + decoration.width <= paragraph.pixelWidth)
        #expect(decoration.y >= 0 && decoration.y + decoration.height <= paragraph.pixelHeight)
      }
    }
  }

  /// One context lays out texts that differ in one attribute each: if the cache's key missed one,
  /// the second would get the first's paragraph.
  @Test func theParagraphCacheKeysEveryAttribute() throws {
    let base = "Cache me twice, please"
    let views: [(String, Text, Double)] = [
      ("plain", Text(base), 0), ("underline", Text(base).underline(), 0), ("strike", Text(base).strikethrough(), 0),
      ("kerning", Text(base).kerning(2), 0), ("tracking", Text(base).tracking(2), 0),
      ("italic", Text(base).italic(), 0), ("bold", Text(base).bold(), 0), ("spacing", Text(base), 5),
      ("split", Text("Cache me ") + Text("twice, please"), 0),
    ]
    var paragraphs: [String: ParagraphLayout] = [:]
    for (name, text, spacing) in views {
      let view = text.id("text").lineSpacing(spacing).frame(width: 80)
      let tree = try ViewLayout.layout(view, traits: Traits(), context: context)
      guard case .text(let run)? = DSLTestSupport.find("text", in: tree)?.content, let paragraph = run.paragraph
      else { throw TextLayoutTests.TestFailure.noText }
      let fresh = try FontSet.bundled().layout(
        run.spans, style: ParagraphStyle(width: 80, lineSpacing: spacing), scale: 3)
      #expect(paragraph == fresh, "\(name): the cached paragraph is this text's own")
      paragraphs[name] = paragraph
    }
    for name in ["underline", "strike", "kerning", "tracking", "italic", "bold", "spacing", "split"] {
      #expect(paragraphs[name] != paragraphs["plain"], "\(name) differs from plain")
    }
  }

  @Test func dumpsShowThePiecesCompactly() throws {
    let view =
      (Text("Total ") + Text("¥1,280").bold().foregroundColor(.red) + Text(" (tax)").font(.caption).strikethrough()
      + Text(" now").underline(color: .blue).kerning(1).italic())
      .id("text")
    let tree = try ViewLayout.layout(view, traits: Traits(), context: context)
    let line = try #require(tree.dump().split(separator: "\n").first { $0.contains("#text") })
    #expect(
      line.hasSuffix(
        #"text="Total " + "¥1,280"(bold color=#ff3b30ff) + " (tax)"(size=12 strikethrough) + " now"(italic underline=#007affff kerning=1) font="Noto Sans":17:400 color=#000000ff lines=1"#
      ))
    let spaced = try ViewLayout.layout(
      Text("a").tracking(1.5).lineSpacing(4).id("text"), traits: Traits(), context: context)
    #expect(
      spaced.dump().contains(#"text="a"(tracking=1.5) font="Noto Sans":17:400 color=#000000ff lines=1 lineSpacing=4"#))
  }

  @Test func badSpacingIsAnErrorNamingIt() throws {
    #expect {
      try ViewLayout.layout(Text("a").kerning(.nan), traits: Traits(), context: context)
    } throws: { error in
      "\(error)".contains("kerning nan")
    }
    #expect {
      try ViewLayout.layout(Text("a").lineSpacing(.infinity), traits: Traits(), context: context)
    } throws: { error in
      "\(error)".contains("lineSpacing inf")
    }
  }
}
