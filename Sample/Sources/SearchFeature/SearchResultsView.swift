import RecipeComponents
import RecipeCore
import SwiftUI

/// The loaded results: related keywords, the count, then the matches as rows (phones) or a card
/// grid (`LazyVGrid`, wide screens), and a button for the next page when there are more.
struct SearchResultsView: View {
  let results: SearchResults
  let language: AppLanguage

  /// Screens at least this wide show a card grid.
  static let gridMinimumWidth = 600.0
  /// Columns of the card grid.
  static let gridColumns = 3

  var body: some View {
    ScreenReader { traits in
      VStack(alignment: .leading, spacing: 0) {
        if !results.relatedQueries.isEmpty {
          KeywordChips(title: SearchStrings.related(language), keywords: results.relatedQueries, id: "related")
        }
        Text(SearchStrings.resultCount(results.totalCount, query: results.query)(language))
          .themeFont(.sectionTitle).foregroundColor(Theme.primaryText).lineLimit(2)
          .padding(EdgeInsets(top: 20, leading: Theme.margin, bottom: Theme.spacingM, trailing: Theme.margin))
          .accessibilityAddTraits(.isHeader).id("result-count")
        if traits.device.width >= Self.gridMinimumWidth {
          grid(width: traits.device.width)
        } else {
          list
        }
        if results.remainingCount > 0 {
          SecondaryButton(title: SearchStrings.showMore(results.remainingCount)(language))
            .padding(
              EdgeInsets(top: Theme.spacingL, leading: Theme.margin, bottom: Theme.spacingXL, trailing: Theme.margin)
            )
            .id("show-more")
        }
      }
    }
  }

  private var list: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(results.items.indices) { index in
        let item = results.items[index]
        if index > 0 { Divider().padding(.leading, Theme.margin + 72 + Theme.spacingM) }
        RecipeListRow(
          title: item.recipe.title, subtitle: item.recipe.ingredientsPreview, detail: detail(item),
          image: item.image, id: "result-\(item.id)")
      }
    }
    .background(Theme.surface)
  }

  /// The width of one grid card on a screen `width` points wide (on the half-point grid).
  static func cardWidth(in width: Double) -> Double {
    let columns = Double(gridColumns)
    return ((width - 2 * Theme.margin - Theme.spacingM * (columns - 1)) / columns * 2).rounded(.down) / 2
  }

  /// The card grid's columns on a screen `width` points wide: `gridColumns` equal columns on the
  /// half-point grid, cards at the top of their row.
  static func gridItems(in width: Double) -> [GridItem] {
    let item = GridItem(.fixed(cardWidth(in: width)), spacing: Theme.spacingM, alignment: .top)
    return Array(repeating: item, count: gridColumns)
  }

  private func grid(width: Double) -> some View {
    let cardWidth = Self.cardWidth(in: width)
    return LazyVGrid(columns: Self.gridItems(in: width), alignment: .leading, spacing: Theme.spacingM) {
      ForEach(results.items.indices) { index in
        let item = results.items[index]
        RecipeCard(
          title: item.recipe.title, authorName: item.recipe.author.name, cooksnapCount: item.recipe.cooksnapCount,
          cooksnapLabel: SearchStrings.cooksnaps(language), image: item.image, authorImage: item.authorImage,
          imageHeight: (cardWidth * 0.66).rounded(), japanese: language == .ja, id: "result-\(item.id)"
        )
      }
    }
    .padding(.horizontal, Theme.margin)
  }

  private func detail(_ item: SearchResultItem) -> String {
    SearchStrings.detail(
      author: item.recipe.author.name, minutes: item.recipe.cookingMinutes, cooksnaps: item.recipe.cooksnapCount)(
        language)
  }
}
