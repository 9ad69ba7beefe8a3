/// A view whose nodes are transformed by a modifier (which may read the environment).
///
/// The transform owns the node it is given (`consuming`): modifiers change it in place or move it into a
/// wrapper, so a chain of modifiers never copies a node (see `ViewNode.arrange`).
public struct ModifiedView<Content: View>: PrimitiveView {
  let content: Content
  let transform: NodeTransform

  init(content: Content, transform: @escaping (consuming ViewNode, ViewEnvironment) -> ViewNode) {
    self.content = content
    self.transform = .readingEnvironment(transform)
  }

  init(content: Content, transform: @escaping (consuming ViewNode) -> ViewNode) {
    self.content = content
    self.transform = .node(transform)
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    var nodes = resolveNodes(content, environment)
    switch transform {
    case .node(let transform): nodes.transformEach(transform)
    case .readingEnvironment(let transform): nodes.transformEach { transform($0, environment) }
    }
    return nodes
  }
}

/// What a modifier does to each node of its content; kept as given (wrapping one closure in the other
/// cost an allocation per modifier).
enum NodeTransform {
  case node((consuming ViewNode) -> ViewNode)
  case readingEnvironment((consuming ViewNode, ViewEnvironment) -> ViewNode)
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
