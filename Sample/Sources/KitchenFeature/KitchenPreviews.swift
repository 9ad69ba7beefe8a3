import KagamiPreviews
import RecipeCore

/// The Kitchen feature's screen catalog: every named state that tests, the sandbox and the report render.
public enum KitchenPreviews {
  /// The feature's name in the catalog (`Kitchen/<preview>`).
  public static let feature = "Kitchen"

  /// The feature's previews as one module: what `assertPreviewSnapshots`, the sandbox and the gallery take.
  public static let module = RecipePreviewModule(feature, previews: all)

  /// The kitchen with the most recipes in the fixtures (さとう花子 / Hanako Sato).
  static let kitchenID = 1

  /// Every preview, in catalog order.
  public static let all: [RecipePreview] = [
    RecipePreview("profile", fullContent: true, screen: KitchenScreens.kitchen(kitchenID: kitchenID)),
    RecipePreview(
      "noRecipes", scenario: .empty, fullContent: true, screen: KitchenScreens.kitchen(kitchenID: kitchenID)),
    RecipePreview(
      "error", scenario: .failing(Endpoint.kitchen(id: kitchenID).fixtureKey),
      screen: KitchenScreens.kitchen(kitchenID: kitchenID)),
    RecipePreview("loading") { environment in KitchenScreens.content(for: .loading, language: environment.language) },
  ]
}
