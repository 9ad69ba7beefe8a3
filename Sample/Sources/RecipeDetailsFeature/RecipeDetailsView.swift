import RecipeComponents
import RecipeCore
import SwiftUI

/// The details screen for one state: navigation bar, the state's content, and the "add to
/// shopping list" bar once the recipe is loaded.
struct RecipeDetailsView: View {
  let state: RecipeDetailsState
  let language: AppLanguage

  var body: some View {
    ScreenReader { traits in
      screen
        // The grouped background also runs behind the home indicator when no bar covers it.
        .background(alignment: .top) { Theme.screenBackground.frame(height: traits.device.height) }
    }
  }

  private var screen: some View {
    VStack(spacing: 0) {
      NavigationBar(
        title: RecipeDetailsStrings.title(language), backTitle: RecipeDetailsStrings.back(language),
        trailingTitle: RecipeDetailsStrings.save(language))
      ScrollView {
        content.frame(maxWidth: .infinity, alignment: .top)
      }
      .background(Theme.screenBackground)
      .id("details-content")
      if case .loaded = state {
        BottomActionBar(
          title: RecipeDetailsStrings.addToShoppingList(language),
          compactTitle: RecipeDetailsStrings.addToShoppingListCompact(language), icon: .list)
      }
    }
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
