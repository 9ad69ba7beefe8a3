/// A scenario type with a default world, so previews may leave the scenario out.
public protocol DefaultScenario: Sendable {
  /// The scenario of a preview that names none.
  static var `default`: Self { get }
}
