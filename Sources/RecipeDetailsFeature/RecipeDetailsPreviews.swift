import RecipeCore

/// The RecipeDetails feature's screen catalog: every named state that tests, the sandbox and the report render.
public enum RecipeDetailsPreviews {
  /// The feature's name in the catalog (`RecipeDetails/<preview>`).
  public static let feature = "RecipeDetails"
  /// Every preview, in catalog order.
  public static let all: [Preview] = []
}
