import RecipeComponents
import RecipeCore
import SwiftUI

/// The Cooksnaps screen for one state, on SwiftUI's system containers: the app's `TabView`
/// (cooksnaps selected), a `NavigationStack` pushed from the recipe (back button), an inline title and
/// a camera button in the toolbar, and the state's content.
struct CooksnapsView: View {
  let state: CooksnapsViewModel.State
  let language: AppLanguage

  var body: some View {
    RecipeTabView(selectedIndex: 2, languageCode: language.rawValue) {
      NavigationStack {
        content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
          .background(Theme.screenBackground)
          .navigationTitle(CooksnapsStrings.title(language))
          .navigationBarTitleDisplayMode(.inline)
          .pushedOnNavigationStack(backTitle: CooksnapsStrings.back(language))
          .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
              Button {
              } label: {
                Image(systemName: "camera")
              }
              .accessibilityLabel(CooksnapsStrings.send(language)).id("navigation-bar.action")
            }
          }
      }
    }
  }

  @ViewBuilder private var content: some View {
    switch state {
    case .loading:
      CooksnapSkeletonGrid(accessibilityText: CooksnapsStrings.loading(language))
    case .loaded(let items):
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          header(count: items.count)
          CooksnapGrid(items: items, language: language)
        }
        .padding(.bottom, Theme.spacingXL)
      }
    case .empty:
      EmptyStateView(
        icon: .camera, title: CooksnapsStrings.emptyTitle(language), message: CooksnapsStrings.emptyMessage(language),
        actionTitle: CooksnapsStrings.send(language))
    case .failed(let failure):
      ErrorStateView(
        title: CooksnapsStrings.errorTitle(language), message: CooksnapsStrings.message(for: failure)(language),
        retryTitle: CooksnapsStrings.retry(language))
    }
  }

  private func header(count: Int) -> some View {
    VStack(alignment: .leading, spacing: Theme.spacingXS) {
      HStack(spacing: Theme.spacingS) {
        Icon(.camera, size: 22, color: Theme.accent, lineWidth: 2.2)
        Text(CooksnapsStrings.count(count)(language)).themeFont(.sectionTitle).foregroundColor(Theme.primaryText)
          .lineLimit(1).accessibilityAddTraits(.isHeader)
      }
      Text(CooksnapsStrings.subtitle(language)).themeFont(.secondary).foregroundColor(Theme.secondaryText)
        .lineLimit(2)
    }
    .padding(EdgeInsets(top: 20, leading: Theme.margin, bottom: Theme.spacingM, trailing: Theme.margin))
    .frame(maxWidth: .infinity, alignment: .leading)
    .id("cooksnaps.header")
  }
}
