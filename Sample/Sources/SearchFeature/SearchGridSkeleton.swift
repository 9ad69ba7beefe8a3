import RecipeComponents
import RecipeCore
import SwiftUI

/// The loading skeleton of the card grid (wide screens): grey cards shaped like `RecipeCard`s, so the
/// screen keeps its layout when the results arrive.
struct SearchGridSkeleton: View {
  let width: Double
  let accessibilityText: String

  /// How many placeholder cards are drawn.
  static let cardCount = 6

  var body: some View {
    let cardWidth = SearchResultsView.cardWidth(in: width)
    return LazyVGrid(columns: SearchResultsView.gridItems(in: width), alignment: .leading, spacing: Theme.spacingM) {
      ForEach(0..<Self.cardCount, id: { "skeleton-card-\($0)" }) { index in
        VStack(alignment: .leading, spacing: 10) {
          Theme.placeholder.frame(height: (cardWidth * 0.66).rounded())
          Capsule().fill(Theme.placeholder).frame(width: cardWidth * (index % 2 == 0 ? 0.8 : 0.65), height: 14)
            .padding(.leading, 10)
          Capsule().fill(Theme.placeholder).frame(width: cardWidth * 0.4, height: 12).padding(.leading, 10)
          Capsule().fill(Theme.placeholder).frame(width: 64, height: 12).padding(
            EdgeInsets(top: 0, leading: 10, bottom: 12, trailing: 0))
        }
        .frame(width: cardWidth, alignment: .topLeading)
        .background(Theme.surface)
        .cornerRadius(Theme.cardRadius)
      }
    }
    .padding(EdgeInsets(top: Theme.spacingL, leading: Theme.margin, bottom: Theme.spacingL, trailing: Theme.margin))
    .frame(maxWidth: .infinity, alignment: .topLeading)
    .accessibilityLabel(accessibilityText)
    .id("loading")
  }
}
