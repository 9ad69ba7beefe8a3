extension DataStoreDescriptor {
  /// The shopping list store, shared by the screens that read or add to the list.
  public struct ShoppingListStore: TypedDescriptor, Sendable, Equatable {
    /// Resolves to the store.
    public typealias Output = any ShoppingListRepository<ShoppingItem.ID, [ShoppingSection]>
    /// The shopping list store.
    public init() {}
  }

  /// The recipe store.
  public struct RecipeStore: TypedDescriptor, Sendable, Equatable {
    /// Resolves to the store.
    public typealias Output = any RecipeRepository<Recipe.ID, Recipe>
    /// The recipe store.
    public init() {}
  }
}
