/// A view whose nodes are transformed by a modifier.
public struct ModifiedView<Content: View>: PrimitiveView {
  let content: Content
  let transform: (ViewNode) -> ViewNode

  func makeNodes() -> [ViewNode] { resolveNodes(content).map(transform) }
}
