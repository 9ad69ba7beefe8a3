import RecipeCore

/// The ShoppingList feature's screen catalog: every named state that tests, the sandbox and the report render.
public enum ShoppingListPreviews {
  /// The feature's name in the catalog (`ShoppingList/<preview>`).
  public static let feature = "ShoppingList"
  /// Every preview, in catalog order.
  public static let all: [Preview] = []
}
