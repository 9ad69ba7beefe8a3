import RecipeComponents
import RecipeCore
import SwiftUI

/// The details screen for one state, on SwiftUI's system containers: a `NavigationStack` pushed
/// from a list (back button), an inline title and a Save button in the toolbar; the content keeps its
/// own hero header (a full-width photo with the title card over its lower edge, which no system
/// container draws), and the "add to shopping list" bar sits under it once the recipe is loaded.
struct RecipeDetailsView: View {
  let state: RecipeDetailsState
  let language: AppLanguage

  var body: some View {
    NavigationStack {
      VStack(spacing: 0) {
        ScrollView {
          content.frame(maxWidth: .infinity, alignment: .top)
        }
        .id("details-content")
        if case .loaded = state {
          BottomActionBar(
            title: RecipeDetailsStrings.addToShoppingList(language),
            compactTitle: RecipeDetailsStrings.addToShoppingListCompact(language), icon: .list)
        }
      }
      .background(Theme.screenBackground)
      .navigationTitle(RecipeDetailsStrings.title(language))
      .navigationBarTitleDisplayMode(.inline)
      .pushedOnNavigationStack(backTitle: RecipeDetailsStrings.back(language))
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button(RecipeDetailsStrings.save(language)) {}.id("navigation-bar.action")
        }
      }
    }
    // The app's accent, as `RecipeTabView` gives the screens in its tabs.
    .tint(Theme.accent)
  }

  @ViewBuilder private var content: some View {
    switch state {
    case .loading:
      LoadingView(rowCount: 3, showsHero: true, accessibilityText: RecipeDetailsStrings.loading(language))
    case .loaded(let content):
      RecipeDetailsBody(content: content, language: language)
    case .failed(let failure):
      ErrorStateView(
        title: failure.title(language), message: failure.message(language),
        retryTitle: RecipeDetailsStrings.retry(language)
      )
      .padding(.top, Theme.spacingXL)
    }
  }
}
