/// What the views inside a `NavigationStack` ask its bar to show, collected while they are resolved
/// (a reference shared by the environment's copies): the first title and display mode offered, which
/// are the innermost ones (a modifier's transform runs after its content is resolved).
final class NavigationBarContent {
  private(set) var title: String?
  private(set) var displayMode = NavigationBarItem.TitleDisplayMode.automatic
  private var hasDisplayMode = false

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
}
