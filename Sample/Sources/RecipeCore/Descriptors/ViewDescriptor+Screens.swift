extension ViewDescriptor {
  /// The search screen for a query (empty query: the search start page).
  public struct Search: TypedDescriptor, Sendable, Equatable {
    /// Resolves to a screen.
    public typealias Output = Screen
    /// What to search for.
    public let query: String
    /// A search screen for `query`.
    public init(query: String) { self.query = query }
  }

  /// The details of one recipe.
  public struct RecipeDetails: TypedDescriptor, Sendable, Equatable {
    /// Resolves to a screen.
    public typealias Output = Screen
    /// The recipe to show.
    public let recipeID: Recipe.ID
    /// The details screen of `recipeID`.
    public init(recipeID: Recipe.ID) { self.recipeID = recipeID }
  }

  /// The cooksnaps (photos with comments) of one recipe.
  public struct Cooksnaps: TypedDescriptor, Sendable, Equatable {
    /// Resolves to a screen.
    public typealias Output = Screen
    /// The recipe whose cooksnaps are shown.
    public let recipeID: Recipe.ID
    /// The cooksnaps screen of `recipeID`.
    public init(recipeID: Recipe.ID) { self.recipeID = recipeID }
  }

  /// The user's shopping list.
  public struct ShoppingList: TypedDescriptor, Sendable, Equatable {
    /// Resolves to a screen.
    public typealias Output = Screen
    /// The shopping list screen.
    public init() {}
  }

  /// A user's kitchen (profile and recipes).
  public struct Kitchen: TypedDescriptor, Sendable, Equatable {
    /// Resolves to a screen.
    public typealias Output = Screen
    /// The kitchen to show.
    public let kitchenID: RecipeCore.Kitchen.ID
    /// The kitchen screen of `kitchenID`.
    public init(kitchenID: RecipeCore.Kitchen.ID) { self.kitchenID = kitchenID }
  }
}
