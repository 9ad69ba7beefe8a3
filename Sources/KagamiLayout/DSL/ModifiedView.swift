/// A view whose nodes are transformed by a modifier (which may read the environment).
public struct ModifiedView<Content: View>: PrimitiveView {
  let content: Content
  let transform: (ViewNode, ViewEnvironment) -> ViewNode

  init(content: Content, transform: @escaping (ViewNode, ViewEnvironment) -> ViewNode) {
    self.content = content
    self.transform = transform
  }

  init(content: Content, transform: @escaping (ViewNode) -> ViewNode) {
    self.content = content
    self.transform = { node, _ in transform(node) }
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    resolveNodes(content, environment).map { transform($0, environment) }
  }
}
