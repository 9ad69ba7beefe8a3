/// A view whose nodes are transformed by a modifier (which may read the environment).
///
/// The transform owns the node it is given (`consuming`): modifiers change it in place or move it into a
/// wrapper, so a chain of modifiers never copies a node (see `ViewNode.arrange`).
public struct ModifiedView<Content: View>: PrimitiveView {
  let content: Content
  let transform: (consuming ViewNode, ViewEnvironment) -> ViewNode

  init(content: Content, transform: @escaping (consuming ViewNode, ViewEnvironment) -> ViewNode) {
    self.content = content
    self.transform = transform
  }

  init(content: Content, transform: @escaping (consuming ViewNode) -> ViewNode) {
    self.content = content
    self.transform = { node, _ in transform(node) }
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    var nodes = resolveNodes(content, environment)
    nodes.transformEach { transform($0, environment) }
    return nodes
  }
}

extension [ViewNode] {
  /// Replaces every node with `body(node)`, moving each node out of the array and the result back in
  /// (no copies of nodes, no new array).
  mutating func transformEach(_ body: (consuming ViewNode) -> ViewNode) {
    withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for index in buffer.indices { (base + index).initialize(to: body((base + index).move())) }
    }
  }

  /// Appends the nodes of `other`, moved rather than copied.
  mutating func append(moving other: consuming [ViewNode]) {
    var other = other
    if isEmpty {
      self = other
      return
    }
    other.reverse()
    while let node = other.popLast() { append(node) }
  }
}
