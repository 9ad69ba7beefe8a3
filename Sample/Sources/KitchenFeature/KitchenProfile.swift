import RecipeComponents
import RecipeCore

/// A kitchen as the profile page shows it: pictures loaded, counts summed.
struct KitchenProfile: Sendable, Equatable {
  /// The owner's display name.
  let name: String
  /// The owner's avatar, nil when it could not be loaded (initials are shown).
  let avatar: RecipeImage?
  /// The owner's introduction.
  let bio: String
  /// Where they cook (may be empty).
  let location: String
  /// Recipes published in all.
  let recipeCount: Int
  /// Cooksnaps received on the recipes listed.
  let cooksnapCount: Int
  /// People following the kitchen.
  let followerCount: Int
  /// The most recent recipes.
  let recipes: [KitchenRecipe]
}
