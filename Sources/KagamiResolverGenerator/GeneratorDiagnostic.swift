/// One error the generator found, printed as `file:line:column: error: message` so that the build
/// log and editors point at the offending declaration.
public struct GeneratorDiagnostic: Sendable, Equatable, CustomStringConvertible {
  /// Where the problem is.
  public var spot: SourceSpot
  /// What is wrong and what to do about it.
  public var message: String

  /// An error at `spot` saying `message`.
  public init(spot: SourceSpot, message: String) {
    self.spot = spot
    self.message = message
  }

  /// The compiler-style line: `file:line:column: error: message`.
  public var description: String { "\(spot): error: \(message)" }
}
