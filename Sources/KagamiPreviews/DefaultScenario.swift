/// A scenario type with a default world, so previews may leave the scenario out.
public protocol DefaultScenario: Sendable {
  /// The scenario of a preview that names none.
  static var `default`: Self { get }
}

/// The scenario of apps whose previews need no mock world: there is only one.
public struct NoScenario: DefaultScenario, Hashable {
  /// The one scenario.
  public static let `default` = NoScenario()
  /// The one scenario.
  public init() {}
}
