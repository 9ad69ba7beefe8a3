import KagamiImage
import KagamiLayout
import KagamiRenderer
import RecipeCore
import RecipeDetailsFeature
import RecipeMocks
import Testing

@testable import RecipeApp

/// Navigation between features through descriptors, over the mock API: with the app's real resolver
/// RecipeDetails' "add to shopping list" opens the real ShoppingList screen, which shows what was
/// added; with the mock's default resolver it opens a placeholder. Each test chooses.
@Suite struct NavigationTests {
  static func loadedRecipe(_ environment: AppEnvironment) async throws -> (RecipeDetailsViewModel, Recipe) {
    let model = RecipeDetailsViewModel(environment: environment, recipeID: 1001)
    guard case .loaded(let content) = await model.load() else {
      Issue.record("recipe 1001 did not load")
      throw CancellationError()
    }
    return (model, content.recipe)
  }

  static func text(of screen: Screen, in environment: AppEnvironment) async throws -> String {
    let content = await screen.load(environment)
    return try ScreenRenderer().render(content.view, traits: Traits(device: .iPhone15), layout: .fullContent)
      .layoutDump
  }

  @Test func theRealResolverOpensTheShoppingListWithTheAddedIngredients() async throws {
    let api = MockEnvironment.api(language: .en)
    let resolver = AppResolver(
      shoppingList: MockShoppingListRepository(api: api, language: .en), recipes: MockRecipeRepository(api: api))
    let environment = MockEnvironment.make(language: .en, resolver: resolver)
    let (model, recipe) = try await Self.loadedRecipe(environment)
    let addition = try await model.addToShoppingList(recipe)
    #expect(addition.addedCount == recipe.ingredients.count)
    let dump = try await Self.text(of: addition.screen, in: environment)
    #expect(!dump.contains("Placeholder"))
    let firstIngredient = try #require(recipe.ingredients.first).name
    #expect(dump.contains(firstIngredient), "the shopping list does not show \(firstIngredient)")
  }

  @Test func theMockResolverOpensAPlaceholder() async throws {
    let environment = MockEnvironment.make(language: .en)
    let (model, recipe) = try await Self.loadedRecipe(environment)
    let addition = try await model.addToShoppingList(recipe)
    let dump = try await Self.text(of: addition.screen, in: environment)
    #expect(dump.contains("ViewDescriptor.ShoppingList()"))
  }
}
