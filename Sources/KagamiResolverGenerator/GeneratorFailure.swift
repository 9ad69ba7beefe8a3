/// The generator's failure: every error it found, in source order.
public struct GeneratorFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// The errors, sorted by file, line and column.
  public var diagnostics: [GeneratorDiagnostic]

  /// A failure carrying `diagnostics`, sorted so that the report is the same on every run.
  public init(diagnostics: [GeneratorDiagnostic]) {
    self.diagnostics = diagnostics.sorted {
      ($0.spot.path, $0.spot.line, $0.spot.column, $0.message) < (
        $1.spot.path, $1.spot.line, $1.spot.column, $1.message
      )
    }
  }

  /// One compiler-style line per error.
  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
