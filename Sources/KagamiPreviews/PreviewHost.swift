/// Makes the app's environment for a preview's scenario: the app's mock world (canned API answers,
/// fixed clock, injected failures). It is given the locale the content is loaded in, and reports
/// anything that must fail the preview (a missing or malformed fixture) to the context.
public protocol PreviewHost<Scenario, Environment>: Sendable {
  /// The app's scenario type.
  associatedtype Scenario: Sendable
  /// The app's environment type.
  associatedtype Environment

  /// An environment for `scenario`, in `context.locale`.
  func environment(for scenario: Scenario, in context: PreviewContext) async throws -> Environment
}
