import RecipeComponents
import RecipeCore

/// One match: the recipe summary, its picture and its author's avatar (nil when they did not load).
public struct SearchResultItem: Equatable, Sendable, Identifiable {
  /// The recipe.
  public var recipe: RecipeSummary
  /// The recipe's picture.
  public var image: RecipeImage?
  /// The author's avatar.
  public var authorImage: RecipeImage?

  /// An item from its parts.
  public init(recipe: RecipeSummary, image: RecipeImage?, authorImage: RecipeImage?) {
    self.recipe = recipe
    self.image = image
    self.authorImage = authorImage
  }

  /// The recipe's id.
  public var id: Recipe.ID { recipe.id }
}
