/// A screen: a name and how to load its content from an `Environment`.
/// Features expose `public enum <Name>Screens { public static func …(…) -> Screen }`.
public struct Screen: Sendable {
  /// A readable name (`RecipeDetails(1001)`), used in logs and placeholders.
  public let name: String
  /// Loads the data and returns the content to show.
  public let load: @Sendable (AppEnvironment) async -> ScreenContent

  /// A screen from its name and loader.
  public init(name: String, load: @escaping @Sendable (AppEnvironment) async -> ScreenContent) {
    self.name = name
    self.load = load
  }
}
