/// A type-erased view.
public struct AnyView: PrimitiveView {
  private let resolve: (ViewEnvironment) -> [ViewNode]
  /// The view, for what looks inside it (`previewParts(of:)`).
  let base: any View

  /// Erases the type of `view`.
  public init<V: View>(_ view: V) {
    resolve = { resolveNodes(view, $0) }
    base = view
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] { resolve(environment) }
}
