import RecipeCore

/// The default resolver of mock environments: every screen descriptor resolves to a placeholder
/// screen naming the descriptor, every store to a mock repository over the mock API. Tests of
/// navigation pass the app's real resolver instead.
public struct PlaceholderResolver: ConcreteResolver, Sendable {
  /// The API the mock repositories read.
  public let api: APIClient
  /// The language of the repositories' generated texts.
  public let language: AppLanguage

  /// A resolver whose stores read `api`.
  public init(api: APIClient, language: AppLanguage = .ja) {
    self.api = api
    self.language = language
  }

  /// A placeholder `Search` screen.
  public func resolveConcrete(_ descriptor: ViewDescriptor.Search) -> Screen {
    PlaceholderScreen.make("ViewDescriptor.Search(query: \"\(descriptor.query)\")")
  }

  /// A placeholder `RecipeDetails` screen.
  public func resolveConcrete(_ descriptor: ViewDescriptor.RecipeDetails) -> Screen {
    PlaceholderScreen.make("ViewDescriptor.RecipeDetails(recipeID: \(descriptor.recipeID))")
  }

  /// A placeholder `Cooksnaps` screen.
  public func resolveConcrete(_ descriptor: ViewDescriptor.Cooksnaps) -> Screen {
    PlaceholderScreen.make("ViewDescriptor.Cooksnaps(recipeID: \(descriptor.recipeID))")
  }

  /// A placeholder `ShoppingList` screen.
  public func resolveConcrete(_ descriptor: ViewDescriptor.ShoppingList) -> Screen {
    PlaceholderScreen.make("ViewDescriptor.ShoppingList()")
  }

  /// A placeholder `Kitchen` screen.
  public func resolveConcrete(_ descriptor: ViewDescriptor.Kitchen) -> Screen {
    PlaceholderScreen.make("ViewDescriptor.Kitchen(kitchenID: \(descriptor.kitchenID))")
  }

  /// A shopping list repository over the mock API (edits stay in memory).
  public func resolveConcrete(
    _ descriptor: DataStoreDescriptor.ShoppingListStore
  ) -> any ShoppingListRepository<ShoppingItem.ID, [ShoppingSection]> {
    MockShoppingListRepository(api: api, language: language)
  }

  /// A recipe repository over the mock API.
  public func resolveConcrete(_ descriptor: DataStoreDescriptor.RecipeStore) -> any RecipeRepository<Recipe.ID, Recipe>
  {
    MockRecipeRepository(api: api)
  }
}
