import KagamiPreviews
import RecipeCore

/// The RecipeDetails feature's screen catalog: every named state that tests, the sandbox and the report render.
public enum RecipeDetailsPreviews {
  /// The feature's name in the catalog (`RecipeDetails/<preview>`).
  public static let feature = "RecipeDetails"

  /// The feature's previews as one module: what `assertPreviewSnapshots`, the sandbox and the gallery take.
  public static let module = RecipePreviewModule(feature, previews: all)

  /// Nikujaga: 12 ingredients in two groups, a tip, 86 cooksnaps.
  static let nikujaga: Recipe.ID = 1002
  /// Oyakodon: the shortest full page (10 ingredients, 7 short steps, no tip): the smallest full-content baselines.
  static let oyakodon: Recipe.ID = 1003
  /// Pork curry: the longest title (both languages), 13 ingredients with a group, a tip.
  static let curry: Recipe.ID = 1001

  /// Every preview, in catalog order.
  public static let all: [RecipePreview] = [
    RecipePreview("loaded", fullContent: true, screen: RecipeDetailsScreens.details(recipeID: oyakodon)),
    RecipePreview("viewport", screen: RecipeDetailsScreens.details(recipeID: nikujaga)),
    RecipePreview("longTitle", screen: RecipeDetailsScreens.details(recipeID: curry)),
    RecipePreview(
      "error", scenario: .failing(Endpoint.recipe(id: curry).fixtureKey),
      screen: RecipeDetailsScreens.details(recipeID: curry)),
    RecipePreview("loading") { environment in
      RecipeDetailsScreens.content(state: .loading, language: environment.language)
    },
    RecipePreview("addedToShoppingList") { environment in await addedToShoppingList(curry, in: environment) },
  ]

  /// Loads `recipeID`, adds its ingredients to the shopping list and loads the screen the
  /// `ViewDescriptor.ShoppingList` descriptor resolves to (a placeholder with the mock resolver).
  static func addedToShoppingList(_ recipeID: Recipe.ID, in environment: AppEnvironment) async -> ScreenContent {
    let viewModel = RecipeDetailsViewModel(environment: environment, recipeID: recipeID)
    let state = await viewModel.load()
    guard case .loaded(let content) = state else {
      return RecipeDetailsScreens.content(state: state, language: environment.language)
    }
    do {
      let addition = try await viewModel.addToShoppingList(content.recipe)
      return await addition.screen.load(environment)
    } catch {
      return RecipeDetailsScreens.content(state: .failed(error), language: environment.language)
    }
  }
}
