import RecipeComponents
import RecipeCore
import SwiftUI

/// The Kitchen screen for one state: navigation bar, content, tab bar.
struct KitchenView: View {
  let state: KitchenViewModel.State
  let language: AppLanguage

  var body: some View {
    VStack(spacing: 0) {
      NavigationBar(
        title: KitchenStrings.title(language), backTitle: nil, trailingIcon: .more,
        trailingTitle: KitchenStrings.more(language))
      content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top).background(Theme.screenBackground)
      TabBar(items: TabBarItem.recipeTabs(languageCode: language.rawValue), selectedIndex: 4)
    }
  }

  @ViewBuilder private var content: some View {
    switch state {
    case .loading:
      ScrollView { KitchenSkeleton(accessibilityText: KitchenStrings.loading(language)) }
    case .loaded(let profile):
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          KitchenHeader(profile: profile, language: language)
          SectionHeader(
            title: KitchenStrings.recipesOf(profile.name)(language), actionTitle: KitchenStrings.seeAll(language))
          KitchenRecipeGrid(recipes: profile.recipes, language: language)
        }
        .padding(.bottom, Theme.spacingXL)
      }
    case .empty(let profile):
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          KitchenHeader(profile: profile, language: language)
          SectionHeader(title: KitchenStrings.recipesOf(profile.name)(language))
          EmptyStateView(
            icon: .bowl, title: KitchenStrings.emptyTitle(language),
            message: KitchenStrings.emptyMessage(profile.name)(language))
        }
      }
    case .failed(let failure):
      ErrorStateView(
        title: KitchenStrings.errorTitle(language), message: KitchenStrings.message(for: failure)(language),
        retryTitle: KitchenStrings.retry(language))
    }
  }
}
