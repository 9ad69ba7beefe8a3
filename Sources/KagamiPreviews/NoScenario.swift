/// No mock world: the one way to say a module's previews need no scenario and no environment. It is
/// both the scenario (`PreviewModule<NoScenario, Void>`) and the host that makes the (empty)
/// environment: `assertPreviewSnapshots(module, host: NoScenario(), variants: …)`,
/// `PreviewCatalog(host: NoScenario(), modules: …)`.
public struct NoScenario: DefaultScenario, PreviewHost, Hashable {
  /// The one scenario.
  public static let `default` = NoScenario()

  /// The one scenario, also the host.
  public init() {}

  /// Nothing: previews without a mock world build from no environment.
  public func environment(for scenario: NoScenario, in context: PreviewContext) {}
}
