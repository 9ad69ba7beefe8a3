import Foundation

/// A photo someone posted after cooking a recipe, with their comment.
public struct Cooksnap: Codable, Sendable, Equatable, Identifiable {
  /// The cooksnap id.
  public var id: Int
  /// The recipe it was cooked from.
  public var recipeID: Int
  /// Who cooked it.
  public var author: Author
  /// The photo path relative to `Fixtures/Images` (e.g. `cooksnaps/curry-1.png`).
  public var imagePath: String
  /// The cook's comment.
  public var comment: String
  /// How many people liked it.
  public var likeCount: Int
  /// When it was posted.
  public var createdAt: Date

  /// A cooksnap from its fields.
  public init(
    id: Int, recipeID: Int, author: Author, imagePath: String, comment: String, likeCount: Int, createdAt: Date
  ) {
    self.id = id
    self.recipeID = recipeID
    self.author = author
    self.imagePath = imagePath
    self.comment = comment
    self.likeCount = likeCount
    self.createdAt = createdAt
  }
}
