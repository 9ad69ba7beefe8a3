import KagamiText

/// A string drawn with the environment's font, colour, line limit and alignment, measured
/// through `KagamiText` at the device scale (so its frame fits its pixels exactly).
public struct Text: PrimitiveView {
  let content: String

  /// Text showing `content` verbatim (no localization lookup).
  public init(_ content: String) { self.content = content }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    var alignment = environment.textAlignment
    if environment.traits.layoutDirection == .rtl {
      alignment = alignment == .leading ? .trailing : alignment == .trailing ? .leading : .center
    }
    let run = TextRun(
      text: content, font: environment.font, color: environment.resolve(environment.foreground ?? .label),
      lineLimit: environment.lineLimit, alignment: alignment)
    let context = environment.context
    let scale = environment.traits.device.scale
    var node = ViewNode(kind: "text")
    node.content = .text(run)
    node.measure = { width, widthMode, _, _ in
      context.measure(run, width: widthMode == .undefined ? nil : width, scale: scale)
    }
    node.accessibility.role = .staticText
    return [node]
  }
}
