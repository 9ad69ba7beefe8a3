import RecipeCore

/// Consecutive ingredients under one group label (`隠し味`, `Sauce`), or under none.
public struct IngredientGroup: Equatable, Sendable {
  /// The label shown above the run; nil for ingredients without a group.
  public var label: String?
  /// The ingredients in order.
  public var ingredients: [Ingredient]

  /// A run of ingredients.
  public init(label: String?, ingredients: [Ingredient]) {
    self.label = label
    self.ingredients = ingredients
  }
}
