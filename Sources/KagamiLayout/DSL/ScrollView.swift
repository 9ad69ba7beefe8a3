import KagamiFlex

/// Content that scrolls along one axis. A snapshot shows either the viewport (the scroll view
/// takes the space offered and clips its content) or the full content (nothing is clipped; the
/// screen grows), as chosen with `ScrollSnapshot`.
public struct ScrollView: PrimitiveView {
  let axis: Axis
  let content: ViewGroup

  /// A scroll view along `axis` (default vertical); content is stacked along it, centred across it.
  public init(_ axis: Axis = .vertical, @ViewBuilder content: () -> ViewGroup) {
    self.axis = axis
    self.content = content()
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    var style = FlexStyle()
    style.flexDirection = axis == .vertical ? .column : .row
    style.alignItems = .center
    style.overflow = environment.scroll == .viewport ? .scroll : .visible
    // Content keeps its size along the axis (it scrolls instead of shrinking).
    var children = ViewNode.arrange(content.makeNodes(environment), along: style.flexDirection)
    for index in children.indices { children[index].style.flexShrink = 0 }
    var node = ViewNode(kind: "scroll", style: style, children: children)
    node.expandsHorizontally = true
    node.expandsVertically = true
    if environment.scroll == .viewport { node.paint.clip = .rectangle }
    return [node]
  }
}
