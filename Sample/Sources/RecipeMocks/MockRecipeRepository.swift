import RecipeCore

/// Loads recipes through the (mock) API.
public struct MockRecipeRepository: RecipeRepository {
  /// The API to read.
  public let api: APIClient

  /// A repository over `api`.
  public init(api: APIClient) { self.api = api }

  /// `GET recipes/<id>`.
  public func recipe(_ id: Recipe.ID) async throws -> Recipe { try await api.response(for: .recipe(id: id)) }
}
