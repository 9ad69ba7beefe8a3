/// A view the layout turns into nodes directly (its `body` is never read).
protocol PrimitiveView: View where Body == Never {
  /// The nodes this view contributes to its parent, given what it inherits.
  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode]
}

extension PrimitiveView {
  /// Primitive views have no body.
  public var body: Never { return fatalError("\(Self.self) is a primitive view and has no body") }
}

/// Resolves any view to the nodes it contributes: primitives directly, compositions through `body`.
/// Past `ViewEnvironment.maximumDepth` levels it records `ViewLayoutError.tooDeep` and stops.
func resolveNodes<V: View>(_ view: V, _ environment: ViewEnvironment) -> [ViewNode] {
  var environment = environment
  environment.depth += 1
  guard environment.depth <= ViewEnvironment.maximumDepth else {
    environment.context.record(ViewLayoutError.tooDeep(limit: ViewEnvironment.maximumDepth))
    return []
  }
  if let primitive = view as? any PrimitiveView { return primitive.makeNodes(environment) }
  return resolveNodes(view.body, environment)
}
