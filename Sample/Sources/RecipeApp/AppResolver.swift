import CooksnapFeature
import KitchenFeature
import RecipeCore
import RecipeDetailsFeature
import SearchFeature
import ShoppingListFeature

/// The composition root's resolver: every descriptor of RecipeCore to the feature or store that
/// implements it. Conforming to the generated `ConcreteResolver` makes a forgotten descriptor a
/// compile error. The stores are injected: live ones over HTTP, or mock ones in tests that want the
/// real screens over canned data.
struct AppResolver: ConcreteResolver, Sendable {
  /// The shopping list store every screen shares.
  let shoppingList: any ShoppingListRepository<ShoppingItem.ID, [ShoppingSection]>
  /// The recipe store.
  let recipes: any RecipeRepository<Recipe.ID, Recipe>

  /// The live resolver: stores over the HTTP API.
  static func live(api: APIClient) -> AppResolver {
    AppResolver(shoppingList: LiveShoppingListRepository(api: api), recipes: LiveRecipeRepository(api: api))
  }

  func resolveConcrete(_ descriptor: ViewDescriptor.Search) -> Screen {
    SearchScreens.search(query: descriptor.query)
  }

  func resolveConcrete(_ descriptor: ViewDescriptor.RecipeDetails) -> Screen {
    RecipeDetailsScreens.details(recipeID: descriptor.recipeID)
  }

  func resolveConcrete(_ descriptor: ViewDescriptor.Cooksnaps) -> Screen {
    CooksnapScreens.cooksnaps(recipeID: descriptor.recipeID)
  }

  func resolveConcrete(_ descriptor: ViewDescriptor.ShoppingList) -> Screen {
    ShoppingListScreens.shoppingList()
  }

  func resolveConcrete(_ descriptor: ViewDescriptor.Kitchen) -> Screen {
    KitchenScreens.kitchen(kitchenID: descriptor.kitchenID)
  }

  func resolveConcrete(
    _ descriptor: DataStoreDescriptor.ShoppingListStore
  ) -> any ShoppingListRepository<ShoppingItem.ID, [ShoppingSection]> {
    shoppingList
  }

  func resolveConcrete(_ descriptor: DataStoreDescriptor.RecipeStore) -> any RecipeRepository<Recipe.ID, Recipe> {
    recipes
  }
}
