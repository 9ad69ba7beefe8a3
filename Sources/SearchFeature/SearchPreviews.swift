import RecipeCore

/// The Search feature's screen catalog: every named state that tests, the sandbox and the report render.
public enum SearchPreviews {
  /// The feature's name in the catalog (`Search/<preview>`).
  public static let feature = "Search"
  /// Every preview, in catalog order.
  public static let all: [Preview] = []
}
