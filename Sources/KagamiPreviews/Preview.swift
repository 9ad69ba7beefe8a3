/// One named state of a screen: what tests check, the sandbox renders and the gallery shows.
///
/// `Scenario` is the app's description of its mock world (which fixtures, which failures);
/// `Environment` is what the app's screens are built from. A `PreviewHost` turns the one into the other.
public struct Preview<Scenario: Sendable, Environment>: Sendable {
  /// The preview's name, unique in its module (`results`, `empty`, `error`); baselines are named after it.
  public let name: String
  /// The mock world the preview runs in.
  public let scenario: Scenario
  /// The viewport, or the whole scroll content.
  public let scope: PreviewScope
  /// How long loading may take before the preview fails (nil: the catalog's or the caller's default).
  public let timeout: Duration?
  /// Builds the content from an environment made for `scenario`.
  public let build: @Sendable (Environment) async throws -> any PreviewContent

  /// A preview from its parts.
  public init(
    _ name: String, scenario: Scenario, scope: PreviewScope = .viewport, timeout: Duration? = nil,
    build: @escaping @Sendable (Environment) async throws -> any PreviewContent
  ) {
    self.name = name
    self.scenario = scenario
    self.scope = scope
    self.timeout = timeout
    self.build = build
  }
}

extension Preview where Scenario: DefaultScenario {
  /// A preview in the scenario type's default scenario.
  public init(
    _ name: String, scope: PreviewScope = .viewport, timeout: Duration? = nil,
    build: @escaping @Sendable (Environment) async throws -> any PreviewContent
  ) {
    self.init(name, scenario: .default, scope: scope, timeout: timeout, build: build)
  }
}

extension Preview where Scenario: DefaultScenario {
  /// A preview of a view that needs no environment, written as SwiftUI writes one:
  /// `Preview("short") { GreetingCard(name: "Kagami") }` (no `PreviewView` wrapper).
  public init<Content: View & SendableMetatype>(
    _ name: String, scope: PreviewScope = .viewport, timeout: Duration? = nil,
    @ViewBuilder content: @escaping @Sendable () -> Content
  ) {
    self.init(name, scenario: .default, scope: scope, timeout: timeout) { _ in PreviewView(content) }
  }
}
