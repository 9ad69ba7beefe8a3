/// Tabs, as SwiftUI's `TabView`. **Partial**: a snapshot shows the first tab's view, without a tab
/// bar (`tabItem` has no effect).
public struct TabView: PrimitiveView {
  let content: AnyView

  /// Tabs of the views `content` builds.
  public init<Content: View>(@ViewBuilder content: () -> Content) { self.content = AnyView(content()) }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    Array(content.makeNodes(environment).prefix(1))
  }
}

extension View {
  /// The view's tab bar item. **No effect**: no tab bar is drawn.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> Self { self }

  /// How a `TabView` inside draws. **No effect** (see `TabView`).
  public func tabViewStyle<S>(_ style: S) -> Self { self }

  /// The badge on the view's tab or row. **No effect**.
  public func badge(_ count: Int) -> Self { self }
}
