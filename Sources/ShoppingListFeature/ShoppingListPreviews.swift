import RecipeCore

/// The ShoppingList feature's screen catalog: every named state that tests, the sandbox and the report render.
public enum ShoppingListPreviews {
  /// The feature's name in the catalog (`ShoppingList/<preview>`).
  public static let feature = "ShoppingList"

  /// Every preview, in catalog order.
  public static let all: [Preview] = [
    Preview("list", fullContent: true, screen: ShoppingListScreens.shoppingList()),
    Preview("viewport", screen: ShoppingListScreens.shoppingList()),
    Preview("allChecked") { environment in
      let state = await ShoppingListViewModel(environment: environment).checkAll()
      return ShoppingListScreens.content(for: state, language: environment.language)
    },
    Preview("empty", scenario: .empty, screen: ShoppingListScreens.shoppingList()),
    Preview("error", scenario: .failing(Endpoint.shoppingList.fixtureKey), screen: ShoppingListScreens.shoppingList()),
  ]
}
