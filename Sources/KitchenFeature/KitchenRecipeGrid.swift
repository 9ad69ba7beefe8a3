import RecipeComponents
import RecipeCore

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

  var body: some View {
    TraitsReader { traits in
      let columns = KitchenRecipeGrid.columns(forWidth: traits.device.width)
      let usable = traits.device.width - 2 * Theme.margin - KitchenRecipeGrid.gap * Double(columns - 1)
      let width = (usable / Double(columns) * 2).rounded(.down) / 2
      Flex(direction: .row, wrap: .wrap, gap: KitchenRecipeGrid.gap) {
        ForEach(recipes, id: { "kitchen-recipe-\($0.id)" }) { recipe in
          RecipeCard(
            title: recipe.title, authorName: recipe.authorName, cooksnapCount: recipe.cooksnapCount,
            cooksnapLabel: KitchenStrings.cooksnaps(language), image: recipe.image, authorImage: recipe.authorImage,
            imageHeight: (width * 0.75).rounded(), japanese: language == .ja, id: "kitchen-recipe-\(recipe.id)"
          )
          .frame(width: width)
        }
      }
      .padding(top: 0, leading: Theme.margin, bottom: 0, trailing: Theme.margin)
      .id("kitchen.recipes")
    }
  }
}
