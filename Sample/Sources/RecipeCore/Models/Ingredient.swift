/// One line of a recipe's ingredient list.
public struct Ingredient: Codable, Sendable, Equatable, Identifiable {
  /// Unique within its recipe.
  public var id: Int
  /// What to buy (e.g. `じゃがいも`).
  public var name: String
  /// How much, as written by the author (e.g. `3個`, `2 tbsp`).
  public var quantity: String
  /// An optional group label (e.g. `A` for a seasoning mix, `Sauce`).
  public var group: String?

  /// An ingredient from its fields.
  public init(id: Int, name: String, quantity: String, group: String? = nil) {
    self.id = id
    self.name = name
    self.quantity = quantity
    self.group = group
  }
}
