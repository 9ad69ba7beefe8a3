/// What a preview's builder returns: a view that can be built again for each variant, from any
/// thread. Apps with their own content type conform it; `PreviewView` wraps a view builder.
public protocol PreviewContent: Sendable {
  /// The content's view, built anew on each call.
  func makeView() -> AnyView
}

/// Content from a view builder: `PreviewView { GreetingCard(name: "Kagami") }`.
public struct PreviewView: PreviewContent {
  private let make: @Sendable () -> AnyView

  /// Content that builds `content` for each variant.
  public init<Content: View & SendableMetatype>(@ViewBuilder _ content: @escaping @Sendable () -> Content) {
    make = { AnyView(content()) }
  }

  public func makeView() -> AnyView { make() }
}
