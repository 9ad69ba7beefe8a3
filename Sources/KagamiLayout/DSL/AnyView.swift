/// A type-erased view.
public struct AnyView: PrimitiveView {
  private let resolve: (ViewEnvironment) -> [ViewNode]

  /// Erases the type of `view`.
  public init<V: View>(_ view: V) { resolve = { resolveNodes(view, $0) } }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] { resolve(environment) }
}
