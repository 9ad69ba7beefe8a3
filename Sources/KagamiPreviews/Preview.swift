/// One named state of a screen: what tests check, the sandbox renders and the gallery shows.
///
/// `Scenario` is the app's description of its mock world (which fixtures, which failures);
/// `Environment` is what the app's screens are built from. A `PreviewHost` turns the one into the other.
public struct Preview<Scenario: Sendable, Environment>: Sendable {
  /// The preview's name, unique in its module (`results`, `empty`, `error`); baselines are named after it.
  public let name: String
  /// The mock world the preview runs in.
  public let scenario: Scenario
  /// How much of the screen it shows: the device screen (default), the whole content of its scroll
  /// views, the content's own size or a fixed size.
  public let layout: SnapshotLayout
  /// How long loading may take before the preview fails (nil: the catalog's or the caller's default).
  public let timeout: Duration?
  /// Builds the content from an environment made for `scenario`.
  public let build: @Sendable (Environment) async throws -> any PreviewContent

  /// A preview from its parts.
  public init(
    _ name: String, scenario: Scenario, layout: SnapshotLayout = .device, timeout: Duration? = nil,
    build: @escaping @Sendable (Environment) async throws -> any PreviewContent
  ) {
    self.name = name
    self.scenario = scenario
    self.layout = layout
    self.timeout = timeout
    self.build = build
  }
}

extension Preview where Scenario: DefaultScenario {
  /// A preview in the scenario type's default scenario.
  public init(
    _ name: String, layout: SnapshotLayout = .device, timeout: Duration? = nil,
    build: @escaping @Sendable (Environment) async throws -> any PreviewContent
  ) {
    self.init(name, scenario: .default, layout: layout, timeout: timeout, build: build)
  }
}

extension Preview where Scenario: DefaultScenario {
  /// A preview of a view that needs no environment, written as SwiftUI writes one:
  /// `Preview("short") { GreetingCard(name: "Kagami") }` (no `PreviewView` wrapper).
  public init<Content: View & SendableMetatype>(
    _ name: String, layout: SnapshotLayout = .device, timeout: Duration? = nil,
    @ViewBuilder content: @escaping @Sendable () -> Content
  ) {
    self.init(name, scenario: .default, layout: layout, timeout: timeout) { _ in PreviewView(content) }
  }
}
