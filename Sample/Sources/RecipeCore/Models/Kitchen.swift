/// A user's public profile ("kitchen") with the recipes they published.
public struct Kitchen: Codable, Sendable, Equatable, Identifiable {
  /// The kitchen id (the owner's author id).
  public var id: Int
  /// The owner.
  public var author: Author
  /// The owner's introduction.
  public var bio: String
  /// Where they cook (free text, may be empty).
  public var location: String
  /// How many people follow this kitchen.
  public var followerCount: Int
  /// How many recipes were published in all.
  public var recipeCount: Int
  /// The most recent recipes (empty for a kitchen without recipes).
  public var recipes: [RecipeSummary]

  /// A kitchen from its fields.
  public init(
    id: Int, author: Author, bio: String, location: String, followerCount: Int, recipeCount: Int,
    recipes: [RecipeSummary]
  ) {
    self.id = id
    self.author = author
    self.bio = bio
    self.location = location
    self.followerCount = followerCount
    self.recipeCount = recipeCount
    self.recipes = recipes
  }
}
