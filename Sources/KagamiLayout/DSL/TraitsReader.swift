/// A view built from the traits it is rendered with (locale, colour scheme, device, …), so screens
/// can format for the injected locale without reading the process's.
public struct TraitsReader<Content: View>: PrimitiveView {
  let content: (Traits) -> Content

  /// A view made by `content` from the screen's traits.
  public init(@ViewBuilder content: @escaping (Traits) -> Content) { self.content = content }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    resolveNodes(content(environment.traits), environment)
  }
}
