import RecipeComponents
import RecipeCore
import SwiftUI

/// The ShoppingList screen for one state: navigation bar, content, tab bar.
struct ShoppingListView: View {
  let state: ShoppingListViewModel.State
  let language: AppLanguage

  /// The widest the list gets (on iPad it stays a readable column in the middle).
  static let readableWidth = 640.0

  var body: some View {
    VStack(spacing: 0) {
      NavigationBar(
        title: ShoppingListStrings.title(language), showsBackButton: false, trailingIcon: .plus,
        trailingTitle: ShoppingListStrings.addItem(language))
      content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top).background(Theme.screenBackground)
      TabBar(items: TabBarItem.recipeTabs(languageCode: language.rawValue), selectedIndex: 3)
    }
  }

  @ViewBuilder private var content: some View {
    switch state {
    case .loading:
      LoadingView(rowCount: 6, accessibilityText: ShoppingListStrings.loading(language))
    case .loaded(let list):
      ScreenReader { traits in
        ScrollView {
          VStack(alignment: .leading, spacing: 0) {
            ShoppingListSummary(checked: list.checkedCount, total: list.totalCount, language: language)
            ForEach(list.groups, id: { "shopping-\($0.id)" }) { group in ShoppingListGroupView(group: group) }
          }
          .padding(.bottom, Theme.spacingXL)
          .frame(width: min(traits.device.width, ShoppingListView.readableWidth))
          .frame(maxWidth: .infinity)
        }
      }
    case .empty:
      EmptyStateView(
        icon: .list, title: ShoppingListStrings.emptyTitle(language),
        message: ShoppingListStrings.emptyMessage(language), actionTitle: ShoppingListStrings.findRecipes(language))
    case .failed(let failure):
      ErrorStateView(
        title: ShoppingListStrings.errorTitle(language), message: ShoppingListStrings.message(for: failure)(language),
        retryTitle: ShoppingListStrings.retry(language))
    }
  }
}
