/// The answer to a recipe search.
public struct SearchResult: Codable, Sendable, Equatable {
  /// The query as the server understood it.
  public var query: String
  /// How many recipes match in all (more than `recipes` holds when paged).
  public var totalCount: Int
  /// The first page of matches.
  public var recipes: [RecipeSummary]
  /// Queries people also searched for.
  public var relatedQueries: [String]

  /// A result from its fields.
  public init(query: String, totalCount: Int, recipes: [RecipeSummary], relatedQueries: [String] = []) {
    self.query = query
    self.totalCount = totalCount
    self.recipes = recipes
    self.relatedQueries = relatedQueries
  }
}
