import KagamiFlex

/// A flexbox container with every knob: direction, wrap, justify, alignment of items and lines, gap.
public struct Flex: PrimitiveView {
  let style: FlexStyle
  let content: ViewGroup

  /// A flex container (defaults: row, no wrap, flex-start, stretch, no gap).
  public init(
    direction: FlexDirection = .row, wrap: FlexWrap = .noWrap, justify: FlexJustify = .flexStart,
    alignItems: FlexAlign = .stretch, alignContent: FlexAlign = .flexStart, gap: Double = 0,
    @ViewBuilder content: () -> ViewGroup
  ) {
    var style = FlexStyle()
    style.flexDirection = direction
    style.flexWrap = wrap
    style.justifyContent = justify
    style.alignItems = alignItems
    style.alignContent = alignContent
    style.gap.all = .points(gap)
    self.style = style
    self.content = content()
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    [ViewNode.container(kind: "flex", style: style, children: content.makeNodes(environment))]
  }
}
