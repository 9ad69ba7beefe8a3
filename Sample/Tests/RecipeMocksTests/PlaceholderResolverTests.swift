import RecipeCore
import RecipeMocks
import Testing

/// The default resolver answers every descriptor through `environment.resolve`.
@Suite struct PlaceholderResolverTests {
  @Test func screensNameTheirDescriptor() async {
    let environment = MockEnvironment.make()
    let screens: [(Screen, String)] = [
      (environment.resolve(ViewDescriptor.RecipeDetails(recipeID: 1001)), "RecipeDetails(recipeID: 1001)"),
      (environment.resolve(ViewDescriptor.Search(query: "カレー")), "Search(query: \"カレー\")"),
      (environment.resolve(ViewDescriptor.Cooksnaps(recipeID: 1002)), "Cooksnaps(recipeID: 1002)"),
      (environment.resolve(ViewDescriptor.ShoppingList()), "ShoppingList()"),
      (environment.resolve(ViewDescriptor.Kitchen(kitchenID: 2)), "Kitchen(kitchenID: 2)"),
    ]
    for (screen, descriptor) in screens {
      #expect(screen.name == "Placeholder: ViewDescriptor.\(descriptor)")
      let content = await screen.load(environment)
      _ = content.view
    }
  }

  @Test func recipeStoreReadsTheMockAPI() async throws {
    let store = MockEnvironment.make(language: .en).resolve(DataStoreDescriptor.RecipeStore())
    let recipe = try await store.recipe(1003)
    #expect(recipe.title.hasPrefix("Oyakodon"))
  }

  @Test func shoppingListStoreEditsInMemory() async throws {
    let environment = MockEnvironment.make()
    let store = environment.resolve(DataStoreDescriptor.ShoppingListStore())
    let before = try await store.sections()
    let item = try #require(before.first?.items.first { !$0.isChecked })
    let after = try await store.setChecked(item.id, true)
    #expect(after.flatMap(\.items).first { $0.id == item.id }?.isChecked == true)
    let recipe = try await environment.api.response(for: .recipe(id: 1003))
    let added = try await store.add(recipe.ingredients, fromRecipe: recipe.title)
    let section = try #require(added.last)
    #expect(section.title == "レシピから追加")
    #expect(section.items.count == recipe.ingredients.count)
    #expect(Set(added.flatMap(\.items).map(\.id)).count == added.flatMap(\.items).count)
  }
}
