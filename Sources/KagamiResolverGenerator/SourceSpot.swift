/// A place in a source file: the path diagnostics print, and a 1-based line and column.
public struct SourceSpot: Sendable, Equatable, CustomStringConvertible {
  /// The file's path as given to the generator.
  public var path: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column.
  public var column: Int

  /// A place in `path` at `line`:`column`.
  public init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
  }

  /// `path:line:column`, the form compilers and editors understand.
  public var description: String { "\(path):\(line):\(column)" }
}
