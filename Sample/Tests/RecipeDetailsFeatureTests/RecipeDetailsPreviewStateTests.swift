import KagamiImage
import KagamiRenderer
import RecipeCore
import RecipeMocks
import Testing

@testable import RecipeDetailsFeature

/// Each RecipeDetails preview's scenario really produces the state its name promises.
@Suite struct RecipeDetailsPreviewStateTests {
  private func state(of name: String, recipeID: Recipe.ID, language: AppLanguage) async throws -> RecipeDetailsState {
    let preview = try #require(RecipeDetailsPreviews.all.first { $0.name == name })
    let environment = MockEnvironment.make(language: language, scenario: preview.scenario)
    return await RecipeDetailsViewModel(environment: environment, recipeID: recipeID).load()
  }

  @Test(arguments: AppLanguage.allCases)
  func previewsShowTheirStates(_ language: AppLanguage) async throws {
    let error = try await state(of: "error", recipeID: RecipeDetailsPreviews.curry, language: language)
    #expect(error == .failed(.server))
    guard
      case .loaded(let long) = try await state(
        of: "longTitle", recipeID: RecipeDetailsPreviews.curry, language: language)
    else {
      Issue.record("longTitle is not loaded")
      return
    }
    #expect(long.recipe.title.count >= 50)
    #expect(long.recipe.ingredients.count >= 13)
  }

  @Test(arguments: AppLanguage.allCases)
  func addedPreviewOpensTheShoppingListPlaceholder(_ language: AppLanguage) async throws {
    let environment = MockEnvironment.make(language: language)
    let content = await RecipeDetailsPreviews.addedToShoppingList(RecipeDetailsPreviews.curry, in: environment)
    let shot = try ScreenRenderer().render(content.view, traits: Traits(device: .iPhone15))
    #expect(shot.layoutDump.contains("text=\"ViewDescriptor.ShoppingList()\""))
    #expect(!shot.layoutDump.contains("#add-to-shopping-list"))
  }
}
