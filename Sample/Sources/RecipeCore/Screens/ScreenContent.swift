import KagamiPreviews

/// What a screen shows once loaded: a view that can be built again for each render, from any thread
/// (so a preview's content loads once and renders in every variant).
public struct ScreenContent: PreviewContent {
  private let build: @Sendable () -> AnyView

  /// Content from a view builder.
  public init<Content: View & SendableMetatype>(@ViewBuilder _ makeView: @escaping @Sendable () -> Content) {
    build = { AnyView(makeView()) }
  }

  /// Content from a closure that builds a type-erased view.
  public init(erased makeView: @escaping @Sendable () -> AnyView) { build = makeView }

  /// The view, built anew on each call.
  public func makeView() -> AnyView { build() }

  /// The view, built anew on each access.
  public var view: AnyView { build() }
}
