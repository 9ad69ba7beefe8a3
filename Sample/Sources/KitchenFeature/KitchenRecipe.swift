import RecipeComponents
import RecipeCore

/// One of the kitchen's recipes as its card shows it.
struct KitchenRecipe: Sendable, Equatable, Identifiable {
  /// The recipe id.
  let id: Recipe.ID
  /// The title.
  let title: String
  /// The author's display name.
  let authorName: String
  /// How many cooksnaps it received.
  let cooksnapCount: Int
  /// The photo, nil when it could not be loaded.
  let image: RecipeImage?
  /// The author's avatar, nil when it could not be loaded.
  let authorImage: RecipeImage?
}
