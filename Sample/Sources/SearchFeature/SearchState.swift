import RecipeCore

/// What the search screen shows.
public enum SearchState: Equatable, Sendable {
  /// No query yet: the start page with popular keywords.
  case idle(popular: [String])
  /// The search is running.
  case loading
  /// Matches were found.
  case loaded(SearchResults)
  /// Nothing matched the query; `suggestions` are keywords to try instead.
  case empty(suggestions: [String])
  /// The search failed.
  case failed(SearchFailure)
}
