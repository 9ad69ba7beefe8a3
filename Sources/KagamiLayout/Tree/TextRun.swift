import KagamiImage
import KagamiText

/// A `Text` node's content: its spans (one for a plain `Text`, one per piece of a concatenation
/// `Text("a") + Text("b").bold()`), each span's colours, the paragraph settings, and, after layout,
/// the paragraph broken at the node's width at the device scale.
public struct TextRun: Equatable, Sendable {
  /// The styled pieces, in order: text, font, kerning, tracking, decorations (what the layout
  /// depends on, and the paragraph cache's key).
  public var spans: [TextSpan]
  /// Per span: the colours it is drawn in (they do not change the layout).
  public var colors: [SpanColors]
  /// The most lines shown (nil: unlimited).
  public var lineLimit: Int?
  /// Alignment of the lines inside the frame (already mirrored for right-to-left).
  public var alignment: TextAlignment
  /// Points added between lines (`lineSpacing`).
  public var lineSpacing: Double
  /// The laid-out paragraph (glyph positions in device pixels, relative to the frame's origin).
  public var paragraph: ParagraphLayout?

  /// A run of one plain span.
  public init(
    text: String, font: Font, color: RGBAColor, lineLimit: Int?, alignment: TextAlignment,
    paragraph: ParagraphLayout? = nil
  ) {
    self.init(
      spans: [TextSpan(text, font: font)], colors: [SpanColors(text: color)], lineLimit: lineLimit,
      alignment: alignment, paragraph: paragraph)
  }

  /// A run from its spans and their colours (`colors` has one entry per span).
  public init(
    spans: [TextSpan], colors: [SpanColors], lineLimit: Int?, alignment: TextAlignment, lineSpacing: Double = 0,
    paragraph: ParagraphLayout? = nil
  ) {
    self.spans = spans
    self.colors = colors
    self.lineLimit = lineLimit
    self.alignment = alignment
    self.lineSpacing = lineSpacing
    self.paragraph = paragraph
  }

  /// The whole string (the spans' texts joined).
  public var text: String { spans.count == 1 ? spans[0].text : spans.map(\.text).joined() }
  /// The first span's font.
  public var font: Font { spans.first?.font ?? Font(.body) }
  /// The first span's text colour.
  public var color: RGBAColor { colors.first?.text ?? .black }
}
