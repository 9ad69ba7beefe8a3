import KagamiPreviews

/// The card's previews, declared once: the tests check them, the sandbox renders them, the gallery
/// shows them. The card needs no environment, so its previews have no scenario (`NoScenario`) and
/// no environment (`Void`), made by `NoEnvironmentHost`.
public enum GreetingPreviews {
  /// Every preview of the module.
  public static let module = PreviewModule<NoScenario, Void>(
    "Greeting",
    previews: [
      Preview("short") { GreetingCard(name: "Kagami") },
      Preview("longName") { GreetingCard(name: "Ada Lovelace, Countess of Lovelace") },
    ])
}
