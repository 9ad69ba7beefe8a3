extension Endpoint where Response == Recipe {
  /// `GET recipes/<id>`: one recipe with its ingredients and steps.
  public static func recipe(id: Recipe.ID) -> Endpoint { Endpoint(path: "recipes/\(id)") }
}

extension Endpoint where Response == SearchResult {
  /// `GET search?q=<query>`: recipes matching a query.
  public static func search(query: String) -> Endpoint {
    Endpoint(path: "search", query: [QueryItem(name: "q", value: query)])
  }
}

extension Endpoint where Response == [Cooksnap] {
  /// `GET recipes/<id>/cooksnaps`: the cooksnaps of a recipe, newest first.
  public static func cooksnaps(recipeID: Recipe.ID) -> Endpoint { Endpoint(path: "recipes/\(recipeID)/cooksnaps") }
}

extension Endpoint where Response == [ShoppingSection] {
  /// `GET shopping-list`: the user's shopping list by section.
  public static var shoppingList: Endpoint { Endpoint(path: "shopping-list") }
}

extension Endpoint where Response == Kitchen {
  /// `GET kitchens/<id>`: a user's kitchen and recent recipes.
  public static func kitchen(id: Kitchen.ID) -> Endpoint { Endpoint(path: "kitchens/\(id)") }
}
