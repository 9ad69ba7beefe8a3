/// A recipe as a list shows it (search results, a kitchen's recipes).
public struct RecipeSummary: Codable, Sendable, Equatable, Identifiable {
  /// The recipe id.
  public var id: Int
  /// The title, often long.
  public var title: String
  /// The image path relative to `Fixtures/Images`.
  public var imagePath: String
  /// Who wrote it.
  public var author: Author
  /// Total cooking time in minutes.
  public var cookingMinutes: Int
  /// The first few ingredient names, joined for a one-line preview.
  public var ingredientsPreview: String
  /// How many cooksnaps people have posted.
  public var cooksnapCount: Int

  /// A summary from its fields.
  public init(
    id: Int, title: String, imagePath: String, author: Author, cookingMinutes: Int, ingredientsPreview: String,
    cooksnapCount: Int
  ) {
    self.id = id
    self.title = title
    self.imagePath = imagePath
    self.author = author
    self.cookingMinutes = cookingMinutes
    self.ingredientsPreview = ingredientsPreview
    self.cooksnapCount = cooksnapCount
  }
}
