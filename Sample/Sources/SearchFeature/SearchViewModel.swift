import Foundation
import RecipeComponents
import RecipeCore

/// Loads the search screen's state for one query from the Environment, and names the screens its
/// results and keywords open.
public struct SearchViewModel: Sendable {
  /// Where the API, images and resolver come from.
  public let environment: AppEnvironment
  /// What to search for (trimmed; empty shows the start page).
  public let query: String

  /// A view model for `query` in `environment`.
  public init(environment: AppEnvironment, query: String) {
    self.environment = environment
    self.query = query.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Runs the search: `.idle` for an empty query, `.loaded` with pictures, `.empty` with popular
  /// keywords to try, or `.failed` with the mapped API error.
  public func load() async -> SearchState {
    let popular = environment.localized(SearchStrings.popularQueries)
    guard !query.isEmpty else { return .idle(popular: popular) }
    let result: SearchResult
    do {
      result = try await environment.api.response(for: .search(query: query))
    } catch {
      environment.logger.log("Search(\(query)): \(error)")
      return .failed(SearchFailure(error))
    }
    guard !result.recipes.isEmpty else {
      let suggestions = result.relatedQueries.isEmpty ? popular : result.relatedQueries
      return .empty(suggestions: suggestions.filter { $0 != query })
    }
    let items = result.recipes.map { recipe in
      SearchResultItem(recipe: recipe, image: image(recipe.imagePath), authorImage: image(recipe.author.avatarPath))
    }
    return .loaded(
      SearchResults(
        query: result.query, totalCount: max(result.totalCount, items.count), items: items,
        relatedQueries: result.relatedQueries))
  }

  /// The details screen a result opens.
  public func recipeDetails(for recipeID: Recipe.ID) -> Screen {
    environment.resolve(ViewDescriptor.RecipeDetails(recipeID: recipeID))
  }

  /// The search screen a keyword chip opens.
  public func search(for keyword: String) -> Screen { environment.resolve(ViewDescriptor.Search(query: keyword)) }

  private func image(_ path: String) -> RecipeImage? {
    do {
      return try environment.images.load(path)
    } catch {
      environment.logger.log("Search(\(query)): image \(path): \(error)")
      return nil
    }
  }
}
