import RecipeCore
import RecipeMocks
import Synchronization

/// A resolver for tests: placeholder screens as the mock's, one shared shopping list store (so a
/// test can read what was added), and a log of every descriptor resolved, in order.
final class RecordingResolver: ConcreteResolver, Sendable {
  let placeholder: PlaceholderResolver
  let shoppingList: MockShoppingListRepository
  private let log = Mutex<[String]>([])

  init(api: APIClient, language: AppLanguage = .ja) {
    placeholder = PlaceholderResolver(api: api, language: language)
    shoppingList = MockShoppingListRepository(api: api, language: language)
  }

  /// The descriptors resolved so far (`String(describing:)` of each).
  var resolved: [String] { log.withLock { $0 } }

  private func record(_ descriptor: some Sendable) { log.withLock { $0.append(String(describing: descriptor)) } }

  func resolveConcrete(_ descriptor: ViewDescriptor.Search) -> Screen {
    record(descriptor)
    return placeholder.resolveConcrete(descriptor)
  }

  func resolveConcrete(_ descriptor: ViewDescriptor.RecipeDetails) -> Screen {
    record(descriptor)
    return placeholder.resolveConcrete(descriptor)
  }

  func resolveConcrete(_ descriptor: ViewDescriptor.Cooksnaps) -> Screen {
    record(descriptor)
    return placeholder.resolveConcrete(descriptor)
  }

  func resolveConcrete(_ descriptor: ViewDescriptor.ShoppingList) -> Screen {
    record(descriptor)
    return placeholder.resolveConcrete(descriptor)
  }

  func resolveConcrete(_ descriptor: ViewDescriptor.Kitchen) -> Screen {
    record(descriptor)
    return placeholder.resolveConcrete(descriptor)
  }

  func resolveConcrete(
    _ descriptor: DataStoreDescriptor.ShoppingListStore
  ) -> any ShoppingListRepository<ShoppingItem.ID, [ShoppingSection]> {
    record(descriptor)
    return shoppingList
  }

  func resolveConcrete(_ descriptor: DataStoreDescriptor.RecipeStore) -> any RecipeRepository<Recipe.ID, Recipe> {
    record(descriptor)
    return placeholder.resolveConcrete(descriptor)
  }
}
