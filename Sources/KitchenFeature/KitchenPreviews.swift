import RecipeCore

/// The Kitchen feature's screen catalog: every named state that tests, the sandbox and the report render.
public enum KitchenPreviews {
  /// The feature's name in the catalog (`Kitchen/<preview>`).
  public static let feature = "Kitchen"
  /// Every preview, in catalog order.
  public static let all: [Preview] = []
}
