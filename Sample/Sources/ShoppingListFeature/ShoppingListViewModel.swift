import RecipeCore

/// Reads and edits the shopping list through the store the Environment resolves.
struct ShoppingListViewModel: Sendable {
  /// What the screen shows.
  enum State: Sendable, Equatable {
    /// The list has not loaded yet.
    case loading
    /// The list, grouped by recipe.
    case loaded(ShoppingListContent)
    /// Nothing on the list.
    case empty
    /// Reading or editing the list failed.
    case failed(ShoppingListFailure)
  }

  /// The shared shopping list store.
  let store: any ShoppingListRepository<ShoppingItem.ID, [ShoppingSection]>
  /// The language of the group titles made here ("Other items").
  let language: AppLanguage
  /// Where failures are logged.
  let logger: AppLogger

  /// A view model over the store `environment` resolves.
  init(environment: AppEnvironment) {
    store = environment.resolve(DataStoreDescriptor.ShoppingListStore())
    language = environment.language
    logger = environment.logger
  }

  /// The current list.
  func load() async -> State {
    await state { try await store.sections() }
  }

  /// Checks (or unchecks) one item and returns the updated list.
  func setChecked(_ itemID: ShoppingItem.ID, _ isChecked: Bool) async -> State {
    await state { try await store.setChecked(itemID, isChecked) }
  }

  /// Checks every item still unchecked ("bought everything").
  func checkAll() async -> State {
    await state {
      var sections = try await store.sections()
      for item in sections.flatMap(\.items) where !item.isChecked {
        sections = try await store.setChecked(item.id, true)
      }
      return sections
    }
  }

  private func state(_ operation: () async throws -> [ShoppingSection]) async -> State {
    do {
      return Self.state(for: try await operation(), language: language)
    } catch {
      logger.log("ShoppingList: \(error)")
      return .failed(ShoppingListFailure(error))
    }
  }

  /// The state for the store's `sections`: empty without items, else the items grouped by recipe.
  static func state(for sections: [ShoppingSection], language: AppLanguage) -> State {
    let content = ShoppingListContent(sections: sections, otherTitle: ShoppingListStrings.otherItems(language))
    return content.totalCount == 0 ? .empty : .loaded(content)
  }
}
