/// Loads recipes (`any RecipeRepository<Recipe.ID, Recipe>`).
public protocol RecipeRepository<RecipeID, Item>: Sendable {
  /// What identifies a recipe.
  associatedtype RecipeID: Sendable
  /// What a recipe is loaded as.
  associatedtype Item: Sendable
  /// The recipe with `id`.
  func recipe(_ id: RecipeID) async throws -> Item
}
