import RecipeComponents
import RecipeCore
import SwiftUI

/// The Cooksnaps screen for one state: navigation bar, content, tab bar.
struct CooksnapsView: View {
  let state: CooksnapsViewModel.State
  let language: AppLanguage

  var body: some View {
    VStack(spacing: 0) {
      NavigationBar(
        title: CooksnapsStrings.title(language), backTitle: CooksnapsStrings.back(language), trailingIcon: .camera,
        trailingTitle: CooksnapsStrings.send(language))
      content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top).background(Theme.screenBackground)
      TabBar(items: TabBarItem.recipeTabs(languageCode: language.rawValue), selectedIndex: 2)
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
