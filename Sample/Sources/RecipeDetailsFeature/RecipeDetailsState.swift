import RecipeCore

/// What the details screen shows.
public enum RecipeDetailsState: Equatable, Sendable {
  /// The recipe is loading.
  case loading
  /// The recipe with its pictures.
  case loaded(RecipeDetailsContent)
  /// Loading failed.
  case failed(RecipeDetailsFailure)
}
