import Foundation
import RecipeCore
import RecipeMocks
import Testing

@testable import ShoppingListFeature

/// The ShoppingList view model against the mock environment: grouping, checking through the shared
/// store, empty and failed states, language.
@Suite struct ShoppingListViewModelTests {
  /// The fixture's items in store order, read straight from the mock API.
  func fixtureItems(_ language: AppLanguage = .ja) async throws -> [ShoppingItem] {
    try await MockEnvironment.make(language: language).api.response(for: .shoppingList).flatMap(\.items)
  }

  func loadedContent(_ state: ShoppingListViewModel.State) throws -> ShoppingListContent {
    guard case .loaded(let content) = state else { throw StateError.notLoaded(state) }
    return content
  }

  enum StateError: Error { case notLoaded(ShoppingListViewModel.State) }

  @Test func groupsItemsByRecipeInOrderOfFirstAppearance() async throws {
    let items = try await fixtureItems()
    let content = try loadedContent(await ShoppingListViewModel(environment: MockEnvironment.make()).load())
    var recipeTitles: [String] = []
    for title in items.compactMap(\.recipeTitle) where !recipeTitles.contains(title) { recipeTitles.append(title) }
    #expect(content.groups.map(\.title) == recipeTitles + ["その他の買い物"])
    #expect(content.groups.map(\.id) == (1...recipeTitles.count).map { "recipe-\($0)" } + ["other"])
    #expect(content.totalCount == items.count)
    #expect(content.checkedCount == items.filter(\.isChecked).count)
    for group in content.groups {
      let expected = items.filter { ($0.recipeTitle ?? "その他の買い物") == group.title }
      #expect(Set(group.items.map(\.id)) == Set(expected.map(\.id)))
      #expect(group.items.map(\.isChecked) == group.items.map(\.isChecked).sorted { !$0 && $1 }, "unchecked first")
      #expect(group.items.filter { !$0.isChecked }.map(\.id) == expected.filter { !$0.isChecked }.map(\.id))
    }
  }

  @Test func checkingAnItemGoesThroughTheResolvedStore() async throws {
    let environment = MockEnvironment.make()
    let model = ShoppingListViewModel(environment: environment)
    let item = try #require(try await fixtureItems().first { !$0.isChecked })
    let before = try loadedContent(await model.load())
    let after = try loadedContent(await model.setChecked(item.id, true))
    #expect(after.checkedCount == before.checkedCount + 1)
    #expect(after.groups.flatMap(\.items).first { $0.id == item.id }?.isChecked == true)
    // The store keeps the edit: the model reads it back, and so does the store the model resolved.
    #expect(try loadedContent(await model.load()) == after)
    let stored = try await model.store.sections().flatMap(\.items)
    #expect(stored.first { $0.id == item.id }?.isChecked == true)
    // Unchecking restores the list.
    #expect(try loadedContent(await model.setChecked(item.id, false)) == before)
  }

  @Test func aStoreFromTheEnvironmentIsTheOneTheModelUses() async throws {
    let environment = MockEnvironment.make()
    let store = environment.resolve(DataStoreDescriptor.ShoppingListStore())
    let item = try #require(try await fixtureItems().first { !$0.isChecked })
    let sections = try await store.setChecked(item.id, true)
    let state = ShoppingListViewModel.state(for: sections, language: .ja)
    let content = try loadedContent(state)
    #expect(content.groups.flatMap(\.items).first { $0.id == item.id }?.isChecked == true)
  }

  @Test func checkAllChecksEveryItem() async throws {
    let content = try loadedContent(await ShoppingListViewModel(environment: MockEnvironment.make()).checkAll())
    #expect(content.totalCount == (try await fixtureItems().count))
    #expect(content.checkedCount == content.totalCount)
  }

  @Test func anEmptyListIsTheEmptyState() async {
    #expect(await ShoppingListViewModel(environment: MockEnvironment.make(scenario: .empty)).load() == .empty)
    #expect(
      ShoppingListViewModel.state(for: [ShoppingSection(id: "x", title: "X", items: [])], language: .en) == .empty)
  }

  @Test func failuresMapToWhatTheUserIsTold() async {
    let failing = MockEnvironment.make(scenario: .failing(Endpoint.shoppingList.fixtureKey))
    let model = ShoppingListViewModel(environment: failing)
    #expect(await model.load() == .failed(.server))
    #expect(await model.setChecked(1, true) == .failed(.server))
    // The store reads the API it was resolved with, so these environments get resolvers over their API.
    let garbledAPI = APIClient { _ in Data("[{\"id\": 3}]".utf8) }
    let garbled = MockEnvironment.make(resolver: PlaceholderResolver(api: garbledAPI))
    #expect(await ShoppingListViewModel(environment: garbled).load() == .failed(.unreadable))
    let offline = MockEnvironment.make(resolver: PlaceholderResolver(api: .unimplemented))
    #expect(await ShoppingListViewModel(environment: offline).load() == .failed(.network))
    struct Unexpected: Error {}
    #expect(ShoppingListFailure(Unexpected()) == .network)
    #expect(ShoppingListStrings.message(for: .server)(.en) != ShoppingListStrings.message(for: .network)(.en))
  }

  @Test func englishListHasEnglishTitles() async throws {
    let content = try loadedContent(
      await ShoppingListViewModel(environment: MockEnvironment.make(language: .en)).load())
    #expect(content.groups.last?.title == "Other items")
    #expect(try await fixtureItems(.en).compactMap(\.recipeTitle).contains(content.groups[0].title))
    #expect(ShoppingListStrings.remaining(1)(.en) == "1 item left")
    #expect(ShoppingListStrings.remaining(9)(.ja) == "あと9品")
  }
}
