import RecipeCore

/// The shopping list kept by the server: every edit is a request that answers the updated list.
struct LiveShoppingListRepository: ShoppingListRepository {
  let api: APIClient

  func sections() async throws -> [ShoppingSection] {
    try await api.response(for: .shoppingList)
  }

  func setChecked(_ itemID: ShoppingItem.ID, _ isChecked: Bool) async throws -> [ShoppingSection] {
    try await api.response(
      for: Endpoint<[ShoppingSection]>(
        path: "shopping-list/items/\(itemID)", query: [QueryItem(name: "checked", value: isChecked ? "true" : "false")],
        method: .put))
  }

  func add(_ ingredients: [Ingredient], fromRecipe recipeTitle: String) async throws -> [ShoppingSection] {
    let query =
      [QueryItem(name: "recipe", value: recipeTitle)]
      + ingredients.map { QueryItem(name: "ingredient", value: "\($0.id)") }
    return try await api.response(
      for: Endpoint<[ShoppingSection]>(path: "shopping-list/items", query: query, method: .post))
  }
}

/// Recipes from the server.
struct LiveRecipeRepository: RecipeRepository {
  let api: APIClient

  func recipe(_ id: Recipe.ID) async throws -> Recipe {
    try await api.response(for: .recipe(id: id))
  }
}
