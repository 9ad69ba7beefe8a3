/// A type-erased view.
public struct AnyView: PrimitiveView {
  private let resolve: () -> [ViewNode]

  /// Erases the type of `view`.
  public init<V: View>(_ view: V) { resolve = { resolveNodes(view) } }

  func makeNodes() -> [ViewNode] { resolve() }
}
