import Foundation

/// A full recipe, as the details screen shows it.
public struct Recipe: Codable, Sendable, Equatable, Identifiable {
  /// The recipe id (e.g. 1001).
  public var id: Int
  /// The title, often long.
  public var title: String
  /// The author's short introduction.
  public var summary: String
  /// The hero image path relative to `Fixtures/Images` (e.g. `recipes/curry.png`).
  public var imagePath: String
  /// Who wrote it.
  public var author: Author
  /// Total cooking time in minutes.
  public var cookingMinutes: Int
  /// How many it serves, as written (e.g. `4人分`, `Serves 4`).
  public var servings: String
  /// The ingredient list in display order.
  public var ingredients: [Ingredient]
  /// The steps in order.
  public var steps: [Step]
  /// The author's tip, if any.
  public var tip: String?
  /// Tags shown as chips.
  public var tags: [String]
  /// How many cooksnaps people have posted.
  public var cooksnapCount: Int
  /// When it was published.
  public var publishedAt: Date

  /// A recipe from its fields.
  public init(
    id: Int, title: String, summary: String, imagePath: String, author: Author, cookingMinutes: Int,
    servings: String, ingredients: [Ingredient], steps: [Step], tip: String? = nil, tags: [String] = [],
    cooksnapCount: Int, publishedAt: Date
  ) {
    self.id = id
    self.title = title
    self.summary = summary
    self.imagePath = imagePath
    self.author = author
    self.cookingMinutes = cookingMinutes
    self.servings = servings
    self.ingredients = ingredients
    self.steps = steps
    self.tip = tip
    self.tags = tags
    self.cooksnapCount = cooksnapCount
    self.publishedAt = publishedAt
  }
}
