import KagamiFlex

/// Overlapping children. The stack sizes to its first child; later children are laid over it, each in a
/// layer that covers the stack and aligns the child (SwiftUI's `overlay` semantics; flexbox cannot size a
/// box to the largest of overlapping children).
public struct ZStack: PrimitiveView {
  let alignment: Alignment
  let content: ViewGroup

  /// Overlapping children aligned by `alignment`.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> ViewGroup) {
    self.alignment = alignment
    self.content = content()
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    var style = FlexStyle()
    alignment.apply(to: &style)
    let nodes = content.makeNodes(environment)
    guard let first = nodes.first else { return [ViewNode(kind: "zstack", style: style)] }
    var children = ViewNode.arrange([first], along: .column)
    for node in nodes.dropFirst() { children.append(ViewNode.layer(node, alignment: alignment)) }
    var stack = ViewNode(kind: "zstack", style: style, children: children)
    stack.expandsHorizontally = first.expandsHorizontally
    stack.expandsVertically = first.expandsVertically
    stack.shrinksInRows = first.shrinksInRows
    stack.narrowestInRow = first.narrowestInRow
    return [stack]
  }
}
