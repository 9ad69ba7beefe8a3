/// A navigation container, as SwiftUI's `NavigationStack`: a snapshot shows its root view.
/// **Partial**: no navigation bar is drawn (`navigationTitle` and `toolbar` have no effect).
public struct NavigationStack<Root: View>: View {
  let root: Root

  /// A stack showing `root`.
  public init(@ViewBuilder root: () -> Root) { self.root = root() }

  /// The root view.
  public var body: Root { return root }
}

/// SwiftUI's older navigation container, drawn as `NavigationStack`.
public struct NavigationView<Content: View>: View {
  let content: Content

  /// A navigation view showing `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// The content.
  public var body: Content { return content }
}

extension View {
  /// How navigation views inside are shown (stack, columns). **No effect**: the content is drawn.
  public func navigationViewStyle<S>(_ style: S) -> Self { self }
}
