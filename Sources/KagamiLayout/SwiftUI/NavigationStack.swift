/// A navigation container, as SwiftUI's `NavigationStack`: a snapshot shows its root view under the
/// navigation bar (`NavigationBarLayout`) when a view inside sets `navigationTitle`, `toolbar` items or
/// says it was pushed (`navigationPushed(backTitle:)`); without any of them nothing is added.
public struct NavigationStack<Root: View>: PrimitiveView {
  let root: Root

  /// A stack showing `root`.
  public init(@ViewBuilder root: () -> Root) { self.root = root() }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    NavigationBarLayout.nodes(root: root, environment)
  }
}

/// SwiftUI's older navigation container, drawn as `NavigationStack`.
public struct NavigationView<Content: View>: PrimitiveView {
  let content: Content

  /// A navigation view showing `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    NavigationBarLayout.nodes(root: content, environment)
  }
}

extension View {
  /// How navigation views inside are shown (stack, columns). **No effect**: the content is drawn.
  public func navigationViewStyle<S>(_ style: S) -> Self { self }
}
