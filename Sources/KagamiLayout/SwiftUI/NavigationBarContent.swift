/// What the views inside a `NavigationStack` ask its bar to show, collected while they are resolved
/// (a reference shared by the environment's copies): the first title and display mode offered, which
/// are the innermost ones (a modifier's transform runs after its content is resolved), the toolbar
/// items of every `toolbar` modifier, in the order they were resolved, and the back button's title
/// when the screen says it was pushed.
final class NavigationBarContent {
  private(set) var title: String?
  private(set) var displayMode = NavigationBarItem.TitleDisplayMode.automatic
  private var hasDisplayMode = false
  /// The items of `toolbar(content:)`, with the placement each asked for.
  private(set) var items: [ToolbarItemNodes] = []
  /// The back button's title, when `navigationPushed(backTitle:)` says the screen was pushed.
  private(set) var backTitle: String?
  /// Whether `navigationBarBackButtonHidden` hides the back button.
  private(set) var hidesBackButton = false

  /// Offers `title`; the first one offered is kept.
  func offer(title: String) {
    if self.title == nil { self.title = title }
  }

  /// Offers `displayMode`; the first one offered is kept.
  func offer(displayMode: NavigationBarItem.TitleDisplayMode) {
    if !hasDisplayMode {
      self.displayMode = displayMode
      hasDisplayMode = true
    }
  }

  /// Adds toolbar items.
  func offer(items: [ToolbarItemNodes]) { self.items.append(contentsOf: items) }

  /// Offers the back button's title; the first one offered is kept.
  func offer(backTitle: String) {
    if self.backTitle == nil { self.backTitle = backTitle }
  }

  /// Hides the back button.
  func hideBackButton() { hidesBackButton = true }

  /// The nodes of the items at the placements `region` draws.
  func nodes(in region: ToolbarItemPlacement.Region) -> [ViewNode] {
    items.filter { $0.placement.region == region }.flatMap(\.nodes)
  }
}

/// One toolbar item's resolved nodes and the placement it asked for.
struct ToolbarItemNodes {
  let placement: ToolbarItemPlacement
  let nodes: [ViewNode]
}
