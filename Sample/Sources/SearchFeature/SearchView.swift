import RecipeComponents
import RecipeCore
import SwiftUI

/// The search screen for one state, on SwiftUI's system containers: the app's `TabView` (search
/// selected), a `NavigationStack` with a large title, the query field under it, and the state's
/// content.
struct SearchView: View {
  let query: String
  let state: SearchState
  let language: AppLanguage

  var body: some View {
    RecipeTabView(selectedIndex: 1, languageCode: language.rawValue) {
      NavigationStack {
        VStack(spacing: 0) {
          SearchField(query: query, placeholder: SearchStrings.placeholder(language))
          ScrollView {
            content.frame(maxWidth: .infinity, alignment: .topLeading)
          }
          .id("search-content")
        }
        .background(Theme.screenBackground)
        .navigationTitle(SearchStrings.title(language))
      }
    }
  }

  @ViewBuilder private var content: some View {
    switch state {
    case .idle(let popular):
      VStack(alignment: .leading, spacing: 0) {
        Text(SearchStrings.startHint(language)).themeFont(.secondary).foregroundColor(Theme.secondaryText)
          .padding(EdgeInsets(top: Theme.spacingL, leading: Theme.margin, bottom: 0, trailing: Theme.margin))
        KeywordChips(title: SearchStrings.popular(language), keywords: popular, id: "popular")
      }
    case .loading:
      ScreenReader { traits in
        if traits.device.width >= SearchResultsView.gridMinimumWidth {
          SearchGridSkeleton(width: traits.device.width, accessibilityText: SearchStrings.loading(language))
        } else {
          LoadingView(rowCount: 6, accessibilityText: SearchStrings.loading(language))
        }
      }
    case .loaded(let results):
      SearchResultsView(results: results, language: language)
    case .empty(let suggestions):
      VStack(alignment: .leading, spacing: 0) {
        EmptyStateView(
          icon: .search, title: SearchStrings.emptyTitle(query)(language), message: SearchStrings.emptyMessage(language)
        )
        if !suggestions.isEmpty {
          KeywordChips(title: SearchStrings.popular(language), keywords: suggestions, id: "suggestions")
        }
      }
    case .failed(let failure):
      ErrorStateView(
        title: SearchStrings.errorTitle(language), message: failure.message(language),
        retryTitle: SearchStrings.retry(language)
      )
      .padding(.top, Theme.spacingXL)
    }
  }
}
