import RecipeComponents
import RecipeCore

/// A loaded recipe with what the screen shows beside it: its pictures (nil when they did not load)
/// and its publication date as text.
public struct RecipeDetailsContent: Equatable, Sendable {
  /// The recipe.
  public var recipe: Recipe
  /// The hero picture.
  public var heroImage: RecipeImage?
  /// The author's avatar.
  public var authorImage: RecipeImage?
  /// "2025年10月12日公開" / "Published Oct 12, 2025", in the Environment's time zone.
  public var publishedText: String

  /// Content from its parts.
  public init(recipe: Recipe, heroImage: RecipeImage?, authorImage: RecipeImage?, publishedText: String) {
    self.recipe = recipe
    self.heroImage = heroImage
    self.authorImage = authorImage
    self.publishedText = publishedText
  }

  /// The ingredients in runs that share a group label (nil: no label), in recipe order.
  public var ingredientGroups: [IngredientGroup] {
    var groups: [IngredientGroup] = []
    for ingredient in recipe.ingredients {
      if let last = groups.last, last.label == ingredient.group {
        groups[groups.count - 1].ingredients.append(ingredient)
      } else {
        groups.append(IngredientGroup(label: ingredient.group, ingredients: [ingredient]))
      }
    }
    return groups
  }
}
