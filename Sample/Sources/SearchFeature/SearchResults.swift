import RecipeCore

/// The loaded matches of a search, with their pictures.
public struct SearchResults: Equatable, Sendable {
  /// The query as the server understood it.
  public var query: String
  /// How many recipes match in all (the list holds the first page).
  public var totalCount: Int
  /// The first page of matches.
  public var items: [SearchResultItem]
  /// Keywords people also searched for.
  public var relatedQueries: [String]

  /// Results from their parts.
  public init(query: String, totalCount: Int, items: [SearchResultItem], relatedQueries: [String]) {
    self.query = query
    self.totalCount = totalCount
    self.items = items
    self.relatedQueries = relatedQueries
  }

  /// How many matches are not on this page.
  public var remainingCount: Int { max(totalCount - items.count, 0) }
}
