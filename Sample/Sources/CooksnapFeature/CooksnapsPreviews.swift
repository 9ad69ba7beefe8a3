import KagamiPreviews
import RecipeCore

/// The Cooksnaps feature's screen catalog: every named state that tests, the sandbox and the report render.
public enum CooksnapsPreviews {
  /// The feature's name in the catalog (`Cooksnaps/<preview>`).
  public static let feature = "Cooksnaps"

  /// The feature's previews as one module: what `assertPreviewSnapshots`, the sandbox and the gallery take.
  public static let module = RecipePreviewModule(feature, previews: all)

  /// The recipe with the most cooksnaps in the fixtures (the pork curry).
  static let recipeID = 1001

  /// Every preview, in catalog order.
  public static let all: [RecipePreview] = [
    RecipePreview("grid", fullContent: true, screen: CooksnapScreens.cooksnaps(recipeID: recipeID)),
    RecipePreview("viewport", screen: CooksnapScreens.cooksnaps(recipeID: recipeID)),
    RecipePreview("empty", scenario: .empty, screen: CooksnapScreens.cooksnaps(recipeID: recipeID)),
    RecipePreview(
      "error", scenario: .failing(Endpoint.cooksnaps(recipeID: recipeID).fixtureKey),
      screen: CooksnapScreens.cooksnaps(recipeID: recipeID)),
    RecipePreview("loading") { environment in CooksnapScreens.content(for: .loading, language: environment.language) },
  ]
}
