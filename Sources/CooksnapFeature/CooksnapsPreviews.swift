import RecipeCore

/// The Cooksnaps feature's screen catalog: every named state that tests, the sandbox and the report render.
public enum CooksnapsPreviews {
  /// The feature's name in the catalog (`Cooksnaps/<preview>`).
  public static let feature = "Cooksnaps"

  /// The recipe with the most cooksnaps in the fixtures (the pork curry).
  static let recipeID = 1001

  /// Every preview, in catalog order.
  public static let all: [Preview] = [
    Preview("grid", fullContent: true, screen: CooksnapScreens.cooksnaps(recipeID: recipeID)),
    Preview("viewport", screen: CooksnapScreens.cooksnaps(recipeID: recipeID)),
    Preview("empty", scenario: .empty, screen: CooksnapScreens.cooksnaps(recipeID: recipeID)),
    Preview(
      "error", scenario: .failing(Endpoint.cooksnaps(recipeID: recipeID).fixtureKey),
      screen: CooksnapScreens.cooksnaps(recipeID: recipeID)),
    Preview("loading") { environment in CooksnapScreens.content(for: .loading, language: environment.language) },
  ]
}
