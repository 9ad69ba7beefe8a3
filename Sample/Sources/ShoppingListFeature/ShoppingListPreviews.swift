import KagamiPreviews
import RecipeCore

/// The ShoppingList feature's screen catalog: every named state that tests, the sandbox and the report render.
public enum ShoppingListPreviews {
  /// The feature's name in the catalog (`ShoppingList/<preview>`).
  public static let feature = "ShoppingList"

  /// The feature's previews as one module: what `assertPreviewSnapshots`, the sandbox and the gallery take.
  public static let module = RecipePreviewModule(feature, previews: all)

  /// Every preview, in catalog order.
  public static let all: [RecipePreview] = [
    RecipePreview("list", fullContent: true, screen: ShoppingListScreens.shoppingList()),
    RecipePreview("viewport", screen: ShoppingListScreens.shoppingList()),
    RecipePreview("allChecked") { environment in
      let state = await ShoppingListViewModel(environment: environment).checkAll()
      return ShoppingListScreens.content(for: state, language: environment.language)
    },
    RecipePreview("empty", scenario: .empty, screen: ShoppingListScreens.shoppingList()),
    RecipePreview(
      "error", scenario: .failing(Endpoint.shoppingList.fixtureKey), screen: ShoppingListScreens.shoppingList()),
  ]
}
