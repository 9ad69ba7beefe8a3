/// A screen's loaded content: builds its DSL view (`content.view`).
public struct ScreenContent: Sendable {
  /// Builds the view.
  public let makeView: @Sendable () -> AnyView

  /// Content from a view builder.
  public init<Content: View & SendableMetatype>(@ViewBuilder _ makeView: @escaping @Sendable () -> Content) {
    self.makeView = { AnyView(makeView()) }
  }

  /// Content from a closure that builds a type-erased view.
  public init(erased makeView: @escaping @Sendable () -> AnyView) { self.makeView = makeView }

  /// The view, built anew on each access.
  public var view: AnyView { makeView() }
}
