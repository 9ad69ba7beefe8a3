/// A named state of a screen that tests, the sandbox and the report all render.
/// Features publish `public enum <Name>Previews { public static let feature = "<Name>"; public static let all: [Preview] }`.
public struct Preview: Sendable {
  /// lowerCamel name (`results`, `empty`, `error`, `loading`, `longTitle`).
  public let name: String
  /// The fixtures and injected failures the preview runs with.
  public let scenario: PreviewScenario
  /// Snapshot the whole scroll content instead of the viewport.
  public let fullContent: Bool
  /// Builds the content from an environment made for `scenario`.
  public let make: @Sendable (Environment) async -> ScreenContent

  /// A preview from its parts.
  public init(
    _ name: String, scenario: PreviewScenario = .default, fullContent: Bool = false,
    make: @escaping @Sendable (Environment) async -> ScreenContent
  ) {
    self.name = name
    self.scenario = scenario
    self.fullContent = fullContent
    self.make = make
  }

  /// A preview that loads `screen`.
  public init(_ name: String, scenario: PreviewScenario = .default, fullContent: Bool = false, screen: Screen) {
    self.init(name, scenario: scenario, fullContent: fullContent, make: screen.load)
  }

  /// A preview from its parts, with the name labelled (`Preview(name: "results", …) { env in … }`).
  public init(
    name: String, scenario: PreviewScenario = .default, fullContent: Bool = false,
    make: @escaping @Sendable (Environment) async -> ScreenContent
  ) {
    self.init(name, scenario: scenario, fullContent: fullContent, make: make)
  }
}
