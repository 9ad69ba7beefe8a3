import SwiftUI

/// The recipe app's five tabs as a SwiftUI `TabView`, with `content` in the selected tab. A feature
/// module knows only its own screen, so the other tabs are empty: a snapshot shows the selected
/// tab's view and the whole tab bar, as the app does. The app's accent is the tint.
public struct RecipeTabView<Content: View>: View {
  let selectedIndex: Int
  let languageCode: String
  let content: Content

  /// The tabs in the language `languageCode` names, with tab `selectedIndex` (0–4) showing `content`.
  public init(selectedIndex: Int, languageCode: String, @ViewBuilder content: () -> Content) {
    self.selectedIndex = selectedIndex
    self.languageCode = languageCode
    self.content = content()
  }

  /// The tab view.
  public var body: some View {
    let items = TabBarItem.recipeTabs(languageCode: languageCode)
    return TabView(selection: .constant(selectedIndex)) {
      ForEach(items.indices, id: { "tab-\($0)" }) { index in
        tab(index).tabItem { Label(items[index].title, systemImage: items[index].systemImage) }.tag(index)
      }
    }
    .tint(Theme.accent)
  }

  @ViewBuilder private func tab(_ index: Int) -> some View {
    if index == selectedIndex { content } else { Color.clear }
  }
}
