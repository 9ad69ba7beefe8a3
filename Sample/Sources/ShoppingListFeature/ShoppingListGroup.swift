import RecipeCore

/// Items added from one recipe (or the items added by hand).
struct ShoppingListGroup: Sendable, Equatable, Identifiable {
  /// A stable id (`recipe-1`, `recipe-2`, … in order of appearance; `other` for items without a recipe).
  let id: String
  /// The recipe title, or "Other items".
  let title: String
  /// The unchecked items, then the checked ones, each in the store's order.
  let items: [ShoppingItem]

  /// How many items of the group are checked.
  var checkedCount: Int { items.filter(\.isChecked).count }
}
