/// Tabs, as SwiftUI's `TabView`, drawn as iOS 17 draws them on iPhone: the selected tab's view over a
/// tab bar (`TabBarLayout`). Each view of the content is a tab; `tabItem` gives its icon and title,
/// `badge` its badge, and `tag` the value `TabView(selection:)` selects it by (no selection, or one no
/// tab has: the first tab). Views without a `tabItem` get an empty item, as in SwiftUI.
public struct TabView: PrimitiveView {
  let content: AnyView
  let selection: AnyHashable?

  /// Tabs of the views `content` builds; the first is selected.
  public init<Content: View>(@ViewBuilder content: () -> Content) {
    self.content = AnyView(content())
    selection = nil
  }

  /// Tabs of the views `content` builds; the one whose `tag` is `selection`'s value is selected.
  public init<Selection: Hashable, Content: View>(
    selection: Binding<Selection>, @ViewBuilder content: () -> Content
  ) {
    self.content = AnyView(content())
    self.selection = AnyHashable(selection.wrappedValue)
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    let tabs = content.makeNodes(environment)
    guard !tabs.isEmpty else { return [] }
    let selected = tabs.firstIndex { $0.tag != nil && $0.tag == selection } ?? 0
    return resolveNodes(TabBarLayout(tabs: tabs, selected: selected), environment)
  }
}

extension View {
  /// The view's tab bar item in a `TabView`: a `Label` (icon over title), or an `Image` and a `Text`.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedView<Self> {
    let label = AnyView(label())
    return ModifiedView(content: self) { node in node.withContainerItem { $0.tabItem = label } }
  }

  /// How a `TabView` inside draws. **No effect**: tabs are drawn with a tab bar.
  public func tabViewStyle<S>(_ style: S) -> Self { self }

  /// The badge on the view's tab in a `TabView` (a red capsule with the count; none for 0).
  public func badge(_ count: Int) -> ModifiedView<Self> {
    ModifiedView(content: self) { node in node.withContainerItem { $0.badge = count == 0 ? nil : "\(count)" } }
  }

  /// The badge on the view's tab in a `TabView`: `label` in a red capsule (none for nil).
  public func badge(_ label: String?) -> ModifiedView<Self> {
    ModifiedView(content: self) { node in node.withContainerItem { $0.badge = label } }
  }
}
