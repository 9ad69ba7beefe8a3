import RecipeComponents
import RecipeCore
import SwiftUI

/// The Kitchen screen for one state, on SwiftUI's system containers: the app's `TabView` (kitchen
/// selected), a `NavigationStack` with an inline title (the profile header is the screen's heading)
/// and a "more" button in the toolbar, and the state's content.
struct KitchenView: View {
  let state: KitchenViewModel.State
  let language: AppLanguage

  var body: some View {
    RecipeTabView(selectedIndex: 4, languageCode: language.rawValue) {
      NavigationStack {
        content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
          .background(Theme.screenBackground)
          .navigationTitle(KitchenStrings.title(language))
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
              Button {
              } label: {
                Image(systemName: "ellipsis.circle")
              }
              .accessibilityLabel(KitchenStrings.more(language)).id("navigation-bar.action")
            }
          }
      }
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
