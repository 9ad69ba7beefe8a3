import RecipeComponents
import RecipeCore
import SwiftUI

/// The ShoppingList screen for one state, on SwiftUI's system containers: the app's `TabView`, a
/// `NavigationStack` with a large title and an add button in the toolbar, and the list in an inset
/// grouped `List` (one section per recipe).
struct ShoppingListView: View {
  let state: ShoppingListViewModel.State
  let language: AppLanguage

  /// The widest the list gets (on iPad it stays a readable column in the middle).
  static let readableWidth = 640.0

  var body: some View {
    RecipeTabView(selectedIndex: 3, languageCode: language.rawValue) {
      NavigationStack {
        content
          .navigationTitle(ShoppingListStrings.title(language))
          .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
              Button {
              } label: {
                Image(systemName: "plus")
              }
              .accessibilityLabel(ShoppingListStrings.addItem(language)).id("navigation-bar.action")
            }
          }
      }
    }
  }

  @ViewBuilder private var content: some View {
    switch state {
    case .loading:
      LoadingView(rowCount: 6, accessibilityText: ShoppingListStrings.loading(language))
    case .loaded(let list):
      List {
        Section {
          ShoppingListSummary(checked: list.checkedCount, total: list.totalCount, language: language)
        }
        ForEach(list.groups, id: { "shopping-\($0.id)" }) { group in ShoppingListGroupView(group: group) }
      }
      .listStyle(.insetGrouped)
      .frame(maxWidth: ShoppingListView.readableWidth)
      .frame(maxWidth: .infinity)
      .background(Color(.systemGroupedBackground))
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
