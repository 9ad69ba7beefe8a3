/// A fixture file that is not valid JSON; `line` and `column` count from 1 (columns in characters).
public struct FixtureJSONError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The fixture file.
  public var file: String
  /// The line of the first syntax error, from 1.
  public var line: Int
  /// The column of the first syntax error, from 1, in characters.
  public var column: Int
  /// Foundation's explanation.
  public var reason: String

  /// A malformed-fixture error at `file:line:column`.
  public init(file: String, line: Int, column: Int, reason: String) {
    self.file = file
    self.line = line
    self.column = column
    self.reason = reason
  }

  /// "file:line:column: malformed fixture JSON: reason".
  public var description: String { "\(file):\(line):\(column): malformed fixture JSON: \(reason)" }
}
