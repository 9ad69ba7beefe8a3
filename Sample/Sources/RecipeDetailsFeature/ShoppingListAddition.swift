import RecipeCore

/// What adding a recipe's ingredients to the shopping list produced: the updated list and the
/// shopping list screen to open.
public struct ShoppingListAddition: Sendable {
  /// The list after the addition, as the store returned it.
  public var sections: [ShoppingSection]
  /// How many items were added.
  public var addedCount: Int
  /// The shopping list screen (resolved from `ViewDescriptor.ShoppingList`).
  public var screen: Screen

  /// An addition from its parts.
  public init(sections: [ShoppingSection], addedCount: Int, screen: Screen) {
    self.sections = sections
    self.addedCount = addedCount
    self.screen = screen
  }
}
