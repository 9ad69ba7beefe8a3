/// Why the mock API could not answer from its fixtures.
public enum FixtureError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No fixture file for the endpoint.
  case missing(endpoint: String, file: String)
  /// The fixture file is not valid JSON; `line` and `column` count from 1 (columns in characters).
  case malformed(file: String, line: Int, column: Int, reason: String)

  /// A one-line explanation naming the endpoint or file.
  public var description: String {
    switch self {
    case .missing(let endpoint, let file):
      return "no fixture for \(endpoint): expected the file \(file) (add it, or list the endpoint's fixture key in "
        + "the scenario's failures)"
    case .malformed(let file, let line, let column, let reason):
      return "\(file):\(line):\(column): malformed fixture JSON: \(reason)"
    }
  }
}
