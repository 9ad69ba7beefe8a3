/// Navigation bar modifiers. Inside a `NavigationStack` (or `NavigationView`), `navigationTitle`,
/// `navigationBarTitleDisplayMode`, `toolbar`, `navigationPushed(backTitle:)` and
/// `navigationBarBackButtonHidden` decide the bar the stack draws (`NavigationBarLayout`); elsewhere
/// they change nothing.
extension View {
  /// The title of the navigation bar: inside a `NavigationStack`, the stack draws it (see
  /// `NavigationStack`); elsewhere no effect.
  public func navigationTitle(_ title: String) -> ModifiedView<Self> {
    ModifiedView(content: self) { node, environment in
      environment.surface.navigationBar?.offer(title: title)
      return node
    }
  }

  /// The localized title of the navigation bar (drawn as the key), as `navigationTitle(_: String)`.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> ModifiedView<Self> { navigationTitle(titleKey.text) }

  /// The title of the navigation bar (its characters), as `navigationTitle(_: String)`.
  public func navigationTitle(_ title: Text) -> ModifiedView<Self> {
    navigationTitle(title.segments.map(\.string).joined())
  }

  /// How the navigation title is shown: `.inline` draws it small in the bar, `.large` and `.automatic`
  /// large under it (inside a `NavigationStack`; elsewhere no effect).
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> ModifiedView<Self> {
    ModifiedView(content: self) { node, environment in
      environment.surface.navigationBar?.offer(displayMode: displayMode)
      return node
    }
  }

  /// Hides the navigation bar. **No effect** (the bar is drawn).
  public func navigationBarHidden(_ hidden: Bool) -> Self { self }

  /// Hides the back button a pushed screen shows (inside a `NavigationStack`).
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> ModifiedView<Self> {
    ModifiedView(content: self) { node, environment in
      if hidesBackButton { environment.surface.navigationBar?.hideBackButton() }
      return node
    }
  }

  /// Items of the navigation bar or toolbar: inside a `NavigationStack`, each `ToolbarItem` (or
  /// `ToolbarItemGroup`, or plain view, placed `.automatic`) is drawn where its placement says (see
  /// `NavigationBarLayout`); elsewhere no effect.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedView<Self> {
    let items = content()
    return ModifiedView(content: self) { node, environment in
      guard let bar = environment.surface.navigationBar else { return node }
      var inner = environment
      inner.surface.navigationBar = nil
      // Bar items stop growing at xxxLarge, as iOS's bars do.
      inner.traits.contentSizeCategory = min(inner.traits.contentSizeCategory, .extraExtraExtraLarge)
      let nodes = resolveNodes(items, inner)
      bar.offer(items: nodes.map { ToolbarItemNodes(placement: ToolbarItemPlacement(itemNode: $0), nodes: [$0]) })
      return node
    }
  }

  /// Says the screen was pushed onto its navigation stack (SwiftUI has no such modifier: a snapshot
  /// cannot push): the stack's bar draws a back button titled `backTitle` at its leading edge. Put it
  /// on the stack's root view or on the `NavigationStack` itself.
  public func navigationPushed(backTitle: String = "Back") -> ModifiedView<EnvironmentModifiedView<Self>> {
    ModifiedView(content: EnvironmentModifiedView(content: self) { $0.surface.navigationBackTitle = backTitle }) {
      node, environment in
      environment.surface.navigationBar?.offer(backTitle: backTitle)
      return node
    }
  }

  /// Shows or hides a bar. **No effect**.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Self { self }
}

/// Navigation bar settings, as SwiftUI's `NavigationBarItem`.
public enum NavigationBarItem {
  /// How a navigation title is shown.
  public enum TitleDisplayMode: Hashable, Sendable {
    /// As the navigation stack decides.
    case automatic
    /// Small, in the bar.
    case inline
    /// Large, under the bar.
    case large
  }
}

/// A bar a `toolbar(_:for:)` modifier shows or hides.
public struct ToolbarPlacement: Hashable, Sendable {
  private let name: String

  /// The navigation bar.
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  /// The tab bar.
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  /// The bottom bar.
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}
