import RecipeComponents
import RecipeCore
import SwiftUI

/// The kitchen's recipes as cards: two columns on phones, more on wider screens.
struct KitchenRecipeGrid: View {
  let recipes: [KitchenRecipe]
  let language: AppLanguage

  /// The space between cards (points).
  static let gap = Theme.spacingM

  /// How many columns fit `width` points (at least two; cards at least 170 pt wide).
  static func columns(forWidth width: Double) -> Int {
    max(2, Int(((width - 2 * Theme.margin + gap) / (170 + gap)).rounded(.down)))
  }

  /// The width of one card among `columns` in `width` points, in whole points (equal tiles on every pixel grid).
  static func cardWidth(forWidth width: Double, columns: Int) -> Double {
    let usable = width - 2 * Theme.margin - gap * Double(columns - 1)
    return (usable / Double(columns)).rounded(.down)
  }

  /// The photo height of a card `width` points wide (4:3).
  static func imageHeight(forCardWidth width: Double) -> Double { (width * 0.75).rounded() }

  /// The grid's columns on a screen `width` points wide: equal whole-point columns, `gap` apart, cards
  /// at the top of their row.
  static func gridItems(forWidth width: Double) -> [GridItem] {
    let columns = columns(forWidth: width)
    let item = GridItem(.fixed(cardWidth(forWidth: width, columns: columns)), spacing: gap, alignment: .top)
    return Array(repeating: item, count: columns)
  }

  var body: some View {
    ScreenReader { traits in
      let columns = KitchenRecipeGrid.columns(forWidth: traits.device.width)
      let width = KitchenRecipeGrid.cardWidth(forWidth: traits.device.width, columns: columns)
      LazyVGrid(
        columns: KitchenRecipeGrid.gridItems(forWidth: traits.device.width), alignment: .leading,
        spacing: KitchenRecipeGrid.gap
      ) {
        ForEach(recipes) { recipe in
          RecipeCard(
            title: recipe.title, authorName: recipe.authorName, cooksnapCount: recipe.cooksnapCount,
            cooksnapLabel: KitchenStrings.cooksnaps(language), image: recipe.image, authorImage: recipe.authorImage,
            imageHeight: KitchenRecipeGrid.imageHeight(forCardWidth: width), japanese: language == .ja,
            id: "kitchen-recipe-\(recipe.id)"
          )
        }
      }
      .padding(.horizontal, Theme.margin)
      .id("kitchen.recipes")
    }
  }
}
