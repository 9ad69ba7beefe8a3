/// The canned world a preview runs in: which fixture set, which endpoints fail, which are slow.
public struct PreviewScenario: Sendable, Equatable {
  /// The folder under `Fixtures/API/` (`default`, `empty`).
  public var fixtureSet: String
  /// Fixture keys (`Endpoint.fixtureKey`) that fail with a server error.
  public var failures: [String]
  /// Fixture keys answered only after a delay.
  public var delays: [String: Duration]

  /// A scenario from its parts.
  public init(fixtureSet: String = "default", failures: [String] = [], delays: [String: Duration] = [:]) {
    self.fixtureSet = fixtureSet
    self.failures = failures
    self.delays = delays
  }

  /// The default fixture set, nothing failing.
  public static let `default` = PreviewScenario()
  /// The `empty` fixture set (no search results, empty shopping list, kitchen without recipes).
  public static let empty = PreviewScenario(fixtureSet: "empty")

  /// The default fixture set with `keys` failing.
  public static func failing(_ keys: String...) -> PreviewScenario { PreviewScenario(failures: keys) }
}
