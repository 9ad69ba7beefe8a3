/// A group of shopping items (a supermarket aisle: vegetables, meat and fish, …).
public struct ShoppingSection: Codable, Sendable, Equatable, Identifiable {
  /// A stable key (e.g. `vegetables`).
  public var id: String
  /// The heading shown above the items.
  public var title: String
  /// The items in display order.
  public var items: [ShoppingItem]

  /// A section from its fields.
  public init(id: String, title: String, items: [ShoppingItem]) {
    self.id = id
    self.title = title
    self.items = items
  }
}
