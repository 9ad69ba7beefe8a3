/// Reads and edits the shopping list (`any ShoppingListRepository<ShoppingItem.ID, [ShoppingSection]>`).
public protocol ShoppingListRepository<ItemID, Sections>: Sendable {
  /// What identifies an item.
  associatedtype ItemID: Sendable
  /// What the list is made of.
  associatedtype Sections: Sendable
  /// The current list.
  func sections() async throws -> Sections
  /// Checks or unchecks an item and returns the updated list.
  func setChecked(_ itemID: ItemID, _ isChecked: Bool) async throws -> Sections
  /// Adds a recipe's ingredients (unchecked) and returns the updated list.
  func add(_ ingredients: [Ingredient], fromRecipe recipeTitle: String) async throws -> Sections
}
