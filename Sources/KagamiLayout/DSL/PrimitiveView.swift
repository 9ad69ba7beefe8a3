/// A view the layout turns into nodes directly (its `body` is never read).
protocol PrimitiveView: View where Body == Never {
  /// The nodes this view contributes to its parent.
  func makeNodes() -> [ViewNode]
}

extension PrimitiveView {
  /// Primitive views have no body.
  public var body: Never { return fatalError("\(Self.self) is a primitive view and has no body") }
}

/// Resolves any view to the nodes it contributes: primitives directly, compositions through `body`.
func resolveNodes<V: View>(_ view: V) -> [ViewNode] {
  if let primitive = view as? any PrimitiveView { return primitive.makeNodes() }
  return resolveNodes(view.body)
}
