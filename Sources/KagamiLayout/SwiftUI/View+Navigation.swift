/// Navigation bar modifiers. Inside a `NavigationStack` (or `NavigationView`), `navigationTitle` and
/// `navigationBarTitleDisplayMode` decide the bar the stack draws; elsewhere they change nothing.
/// The other modifiers here have **no effect**: Kagami draws no toolbar items, back buttons or hidden bars.
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

  /// Hides the back button. **No effect** (no back button is drawn).
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> Self { self }

  /// Items of the navigation bar or toolbar. **No effect** (no items are drawn).
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> Self { self }

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

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Hashable, Sendable {
  private let name: String

  /// Where the platform puts it.
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  /// The centre of the bar.
  public static let principal = ToolbarItemPlacement(name: "principal")
  /// The primary action.
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  /// The cancellation action.
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  /// The confirmation action.
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  /// The destructive action.
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  /// The leading edge of the navigation bar.
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  /// The trailing edge of the navigation bar.
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
  /// The leading edge of the top bar.
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  /// The trailing edge of the top bar.
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  /// The bottom bar.
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  /// Above the keyboard.
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
  /// The status area.
  public static let status = ToolbarItemPlacement(name: "status")
}

/// An item of a toolbar, as SwiftUI's `ToolbarItem`; as a view it draws its content (a toolbar
/// itself is not drawn, see `toolbar(content:)`).
public struct ToolbarItem<Content: View>: View {
  let content: Content

  /// An item showing `content` at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The content.
  public var body: Content { return content }
}

/// Several toolbar items at one placement, as SwiftUI's `ToolbarItemGroup`; as a view it draws its
/// content.
public struct ToolbarItemGroup<Content: View>: View {
  let content: Content

  /// Items showing `content` at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The content.
  public var body: Content { return content }
}
