/// One numbered step of a recipe.
public struct Step: Codable, Sendable, Equatable, Identifiable {
  /// The step number, starting at 1.
  public var number: Int
  /// What to do.
  public var text: String
  /// An optional photo path relative to `Fixtures/Images`.
  public var imagePath: String?

  /// The step number is its identity.
  public var id: Int { number }

  /// A step from its fields.
  public init(number: Int, text: String, imagePath: String? = nil) {
    self.number = number
    self.text = text
    self.imagePath = imagePath
  }
}
