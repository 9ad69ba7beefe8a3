import KagamiImage
import KagamiLayout
import KagamiRaster
import KagamiText
import Testing

@testable import KagamiRenderer

/// The contrast audit's glyph coverage, read from the glyph images the painter draws
/// (`TextBackdropProbe.glyphCoverage`), is byte for byte what drawing each span alone into a clear
/// canvas leaves (`drawnCoverage`, the probe's former way): overlapping glyphs, several spans, a
/// span past the colours, italic, and glyphs cut by the measured box.
@Suite struct TextCoverageTests {
  let renderer: ScreenRenderer
  init() throws { renderer = ScreenRenderer(fonts: try FontSet.bundled()) }

  static let traits = Traits(
    device: Device(name: "test", width: 240, height: 160, scale: 3, safeArea: .zero, statusBarHeight: 0))

  /// Every text node of `view`'s tree, with its paragraph.
  func textNodes<V: View>(_ view: V) throws -> [(node: LaidOutNode, run: TextRun, paragraph: ParagraphLayout)] {
    let screen = try renderer.render(view, traits: Self.traits, background: .white)
    var found: [(LaidOutNode, TextRun, ParagraphLayout)] = []
    func visit(_ node: LaidOutNode) {
      if case .text(let run) = node.content, let paragraph = run.paragraph { found.append((node, run, paragraph)) }
      node.children.forEach(visit)
    }
    visit(try #require(screen.tree))
    return found
  }

  /// The boxes each span is measured in: the node's pixels, its top half (glyphs cut), and a box
  /// wider than the node by 4 pixels on each side.
  static func boxes(_ origin: PixelRect) -> [PixelRect] {
    [
      origin, PixelRect(x: origin.x, y: origin.y, width: origin.width, height: max(origin.height / 2, 1)),
      PixelRect(x: origin.x - 4, y: origin.y - 4, width: origin.width + 8, height: origin.height + 8),
    ]
  }

  /// Compares both ways for every span of every text node in every box; returns how many spans were
  /// read from the glyph images and how many were drawn.
  func compare<V: View>(_ view: V) throws -> (read: Int, drawn: Int) {
    let like = try Canvas(width: 1, height: 1, scale: 3)
    let fonts = renderer.fonts
    var (read, drawn) = (0, 0)
    for (node, run, paragraph) in try textNodes(view) {
      let origin = TreePainter.pixelRect(node.frame, scale: 3)
      for box in Self.boxes(origin) {
        for span in 0..<run.spans.count {
          let painted = TextBackdropProbe.drawnCoverage(
            of: paragraph, span: span, spans: run.spans.count, at: origin, in: box, like: like, fonts: fonts)
          let either = TextBackdropProbe.coverage(
            of: paragraph, span: span, spans: run.spans.count, at: origin, in: box, like: like, fonts: fonts)
          #expect(either == painted, "\(run.spans[span].text) in \(box)")
          if let glyphs = TextBackdropProbe.glyphCoverage(
            of: paragraph, span: span, spans: run.spans.count, at: origin, in: box, fonts: fonts)
          {
            #expect(glyphs == painted, "\(run.spans[span].text) in \(box)")
            read += 1
          } else {
            drawn += 1
          }
        }
      }
    }
    return (read, drawn)
  }

  @Test func theGlyphImagesGiveTheDrawnCoverage() throws {
    let view = VStack(spacing: 4) {
      // Negative kerning: neighbouring glyphs overlap, so their coverage composites.
      Text("Wavy AVATAR ffi").font(.system(size: 17, weight: .bold)).kerning(-3)
      Text("Total ") + Text("¥1,280").bold().font(.title) + Text(" incl. tax").italic().foregroundColor(.red)
      Text("A long caption that wraps onto a second line here").font(.caption).frame(width: 120)
    }
    let counts = try compare(view)
    // 3 boxes × (1 + 3 + 1) spans, none of them with a colour glyph or a decoration.
    #expect(counts.read == 15 && counts.drawn == 0)
  }

  /// A span with an emoji (a colour image) or an underline is drawn: the glyph images are masks and
  /// decorations are rectangles.
  @Test func colourGlyphsAndDecorationsAreDrawn() throws {
    let view = VStack {
      Text("Curry 🍛")
      Text("Plain ") + Text("linked").underline()
    }
    let counts = try compare(view)
    // Per box: "Curry 🍛" and "linked" drawn, "Plain " read.
    #expect(counts.read == 3 && counts.drawn == 6)
  }
}
