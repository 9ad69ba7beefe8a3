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
/// The depth is counted in the layout context (resolving is one synchronous recursion), so the
/// environment is not copied at every level.
func resolveNodes<V: View>(_ view: V, _ environment: ViewEnvironment) -> [ViewNode] {
  let context = environment.context
  context.resolveDepth += 1
  defer { context.resolveDepth -= 1 }
  guard context.resolveDepth <= ViewEnvironment.maximumDepth else {
    context.record(ViewLayoutError.tooDeep(limit: ViewEnvironment.maximumDepth))
    return []
  }
  if let primitive = V.self as? any PrimitiveView.Type { return primitiveNodes(view, primitive, environment) }
  if context.holdsDynamicProperties(view) { return DynamicPropertyInstaller.resolve(view, environment) }
  return resolveNodes(view.body, environment)
}

/// The nodes of `view`, whose type `V` is `P`: casting the value itself to `any PrimitiveView` boxed
/// it (a heap allocation for most modified views), at every level of a view tree.
private func primitiveNodes<V: View, P: PrimitiveView>(_ view: V, _ type: P.Type, _ environment: ViewEnvironment)
  -> [ViewNode]
{
  assert(V.self == P.self, "\(V.self) is not \(P.self)")
  return unsafeBitCast(view, to: P.self).makeNodes(environment)
}
