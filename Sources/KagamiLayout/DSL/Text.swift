import KagamiText

/// A string drawn with the environment's font, colour, line limit and alignment, measured
/// through `KagamiText` at the device scale (so its frame fits its pixels exactly).
///
/// `Text` modifiers (`bold()`, `font(_:)`, `foregroundColor(_:)`, `underline()`, …) return `Text`,
/// so texts concatenate: `Text("a") + Text("b").bold() + Text("c").foregroundColor(.red)` is one
/// paragraph whose pieces keep their own font, weight, size, colour and decorations.
public struct Text: PrimitiveView {
  var segments: [TextSegment]

  /// Text showing `content` verbatim (no localization lookup).
  public init(_ content: String) { segments = [TextSegment(string: content)] }

  init(segments: [TextSegment]) { self.segments = segments }

  /// One text showing `lhs` then `rhs`, each piece with its own attributes.
  public static func + (lhs: Text, rhs: Text) -> Text { Text(segments: lhs.segments + rhs.segments) }

  /// This text with `change` applied to the attributes of every piece (a modifier sets only what
  /// a piece has not set itself).
  func modified(_ change: (inout TextAttributes) -> Void) -> Text {
    var text = self
    for index in text.segments.indices { change(&text.segments[index].attributes) }
    return text
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    var alignment = environment.textAlignment
    if environment.traits.layoutDirection == .rtl {
      alignment = alignment == .leading ? .trailing : alignment == .trailing ? .leading : .center
    }
    var spans: [TextSpan] = []
    var colors: [SpanColors] = []
    spans.reserveCapacity(segments.count)
    colors.reserveCapacity(segments.count)
    for segment in segments {
      let (span, spanColors) = segment.resolve(in: environment)
      spans.append(span)
      colors.append(spanColors)
    }
    let run = TextRun(
      spans: spans, colors: colors, lineLimit: environment.lineLimit, alignment: alignment,
      lineSpacing: environment.lineSpacing)
    let context = environment.context
    let scale = environment.traits.device.scale
    var node = ViewNode(kind: "text")
    node.content = .text(run)
    node.measure = { width, widthMode, _, _ in
      context.measure(run, width: widthMode == .undefined ? nil : width, scale: scale)
    }
    node.accessibility.role = .staticText
    node.shrinksInRows = true
    let shortWidth = environment.traits.device.width * LayoutContext.shortTextShare
    node.narrowestInRow = { context.narrowestInRow(run, scale: scale, shortWidth: shortWidth) }
    return [node]
  }
}

extension Text {
  /// The text's characters, every piece's in order (what a prompt or placeholder shows).
  var string: String { segments.map(\.string).joined() }
}
