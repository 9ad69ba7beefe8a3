/// One thing to buy on the shopping list.
public struct ShoppingItem: Codable, Sendable, Equatable, Identifiable {
  /// The item id.
  public var id: Int
  /// What to buy.
  public var name: String
  /// How much.
  public var quantity: String
  /// Whether it is already in the basket.
  public var isChecked: Bool
  /// The recipe it was added from, if any.
  public var recipeTitle: String?

  /// An item from its fields.
  public init(id: Int, name: String, quantity: String, isChecked: Bool, recipeTitle: String? = nil) {
    self.id = id
    self.name = name
    self.quantity = quantity
    self.isChecked = isChecked
    self.recipeTitle = recipeTitle
  }
}
