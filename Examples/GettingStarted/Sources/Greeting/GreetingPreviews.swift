import KagamiPreviews

/// The card's previews, declared once: the tests check them, the sandbox renders them, the gallery
/// shows them. The card needs no mock world: its previews' scenario is `NoScenario` (also their
/// host) and their environment `Void`.
public enum GreetingPreviews {
  /// Every preview of the module.
  public static let module = PreviewModule<NoScenario, Void>(
    "Greeting",
    previews: [
      Preview("short") { GreetingCard(name: "Kagami") },
      Preview("longName") { GreetingCard(name: "Ada Lovelace, Countess of Lovelace") },
    ])
}
