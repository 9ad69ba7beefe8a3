import RecipeCore

/// The Cooksnaps feature's screen catalog: every named state that tests, the sandbox and the report render.
public enum CooksnapsPreviews {
  /// The feature's name in the catalog (`Cooksnaps/<preview>`).
  public static let feature = "Cooksnaps"
  /// Every preview, in catalog order.
  public static let all: [Preview] = []
}
