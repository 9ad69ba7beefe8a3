import Foundation
import RecipeCore
import RecipeMocks
import Testing

@testable import RecipeDetailsFeature

/// `RecipeDetailsViewModel` against the mock Environment: states, error mapping, languages, the
/// descriptors it opens and the add-to-shopping-list flow.
@Suite struct RecipeDetailsViewModelTests {
  private func load(_ id: Recipe.ID, language: AppLanguage = .ja, scenario: PreviewScenario = .default) async
    -> RecipeDetailsState
  {
    await RecipeDetailsViewModel(
      environment: MockEnvironment.make(language: language, scenario: scenario), recipeID: id
    )
    .load()
  }

  private func loadedRecipe(_ id: Recipe.ID, in environment: AppEnvironment) async throws -> Recipe {
    guard case .loaded(let content) = await RecipeDetailsViewModel(environment: environment, recipeID: id).load()
    else { throw RecipeDetailsFailure.unreadable }
    return content.recipe
  }

  @Test func curryLoadsWithGroupedIngredientsStepsAndDate() async {
    guard case .loaded(let content) = await load(1001) else {
      Issue.record("not loaded")
      return
    }
    #expect(content.recipe.id == 1001)
    #expect(content.recipe.ingredients.count == 13)
    #expect(content.recipe.steps.map(\.number) == Array(1...7))
    #expect(content.ingredientGroups.map(\.label) == [nil, "隠し味", nil])
    #expect(content.ingredientGroups.map(\.ingredients.count) == [9, 3, 1])
    #expect(content.publishedText == "2025年10月12日公開")
  }

  @Test func englishReadsTheEnglishFixturesAndDates() async {
    guard case .loaded(let content) = await load(1001, language: .en) else {
      Issue.record("not loaded")
      return
    }
    #expect(content.recipe.title.hasPrefix("Slow-Cooked"))
    #expect(content.recipe.servings == "Serves 4")
    #expect(content.publishedText == "Published Oct 12, 2025")
  }

  @Test func datesUseTheEnvironmentTimeZone() throws {
    let viewModel = RecipeDetailsViewModel(environment: MockEnvironment.make(), recipeID: 1001)
    // 2026-01-01 08:00 in Tokyo is still 2025-12-31 in UTC.
    let date = try #require(ISO8601DateFormatter().date(from: "2025-12-31T23:00:00Z"))
    #expect(viewModel.publishedText(date) == "2026年1月1日公開")
  }

  @Test func serverFailureMapsToServer() async {
    let key = Endpoint.recipe(id: 1001).fixtureKey
    #expect(await load(1001, scenario: .failing(key)) == .failed(.server))
  }

  @Test func recipeWithoutFixtureMapsToConnection() async {
    #expect(await load(9999) == .failed(.connection))
  }

  @Test func apiErrorsMapToUserFacingFailures() {
    #expect(RecipeDetailsFailure(APIError.server(endpoint: "GET recipes/1", statusCode: 404)) == .notFound)
    #expect(RecipeDetailsFailure(APIError.server(endpoint: "GET recipes/1", statusCode: 500)) == .server)
    #expect(RecipeDetailsFailure(APIError.transport(endpoint: "GET recipes/1", message: "x")) == .connection)
    #expect(RecipeDetailsFailure(APIError.decoding(endpoint: "GET recipes/1", message: "x")) == .unreadable)
    #expect(RecipeDetailsFailure(CancellationError()) == .connection)
    #expect(RecipeDetailsFailure.notFound.title.ja == "レシピが見つかりません")
    #expect(RecipeDetailsFailure.server.title.en == "Couldn’t load this recipe")
  }

  @Test func authorAndCooksnapsOpenTheirDescriptors() async throws {
    let environment = MockEnvironment.make()
    let viewModel = RecipeDetailsViewModel(environment: environment, recipeID: 1004)
    let recipe = try await loadedRecipe(1004, in: environment)
    #expect(viewModel.kitchenDescriptor(for: recipe) == ViewDescriptor.Kitchen(kitchenID: 2))
    #expect(viewModel.cooksnapsDescriptor == ViewDescriptor.Cooksnaps(recipeID: 1004))
    #expect(viewModel.openKitchen(for: recipe).name == "Placeholder: ViewDescriptor.Kitchen(kitchenID: 2)")
    #expect(viewModel.openCooksnaps().name == "Placeholder: ViewDescriptor.Cooksnaps(recipeID: 1004)")
  }

  @Test func addingWritesEveryIngredientToTheStoreThenOpensTheShoppingList() async throws {
    let api = MockEnvironment.api()
    let resolver = RecordingResolver(api: api)
    let environment = MockEnvironment.make(resolver: resolver)
    let recipe = try await loadedRecipe(1001, in: environment)
    let before = try await resolver.shoppingList.sections().flatMap(\.items).count

    let addition = try await RecipeDetailsViewModel(environment: environment, recipeID: 1001)
      .addToShoppingList(recipe)

    #expect(addition.addedCount == 13)
    #expect(addition.screen.name == "Placeholder: ViewDescriptor.ShoppingList()")
    let stored = try await resolver.shoppingList.sections()
    #expect(stored == addition.sections)
    #expect(stored.flatMap(\.items).count == before + 13)
    let added = try #require(stored.first { $0.id == MockShoppingListRepository.addedSectionID })
    #expect(added.items.map(\.name) == recipe.ingredients.map(\.name))
    #expect(added.items.map(\.quantity) == recipe.ingredients.map(\.quantity))
    #expect(added.items.allSatisfy { !$0.isChecked && $0.recipeTitle == recipe.title })
    #expect(resolver.resolved == ["ShoppingListStore()", "ShoppingList()"])
  }

  @Test func addingFailsWithTheMappedErrorAndOpensNothing() async throws {
    let scenario = PreviewScenario.failing(Endpoint.shoppingList.fixtureKey)
    let api = MockEnvironment.api(scenario: scenario)
    let resolver = RecordingResolver(api: api)
    let environment = MockEnvironment.make(scenario: scenario, resolver: resolver)
    let recipe = try await loadedRecipe(1002, in: environment)
    await #expect(throws: RecipeDetailsFailure.server) {
      try await RecipeDetailsViewModel(environment: environment, recipeID: 1002).addToShoppingList(recipe)
    }
    #expect(resolver.resolved == ["ShoppingListStore()"])
  }
}
