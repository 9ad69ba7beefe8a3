/// A baseline index that cannot be used: the file, the line (1-based; nil for the whole file) and
/// why. Nothing is written over an index that fails to read, so nothing in it is lost.
public struct BaselineIndexError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The index file's path.
  public var path: String
  /// The line, 1-based, when one line is at fault.
  public var line: Int?
  /// What is wrong.
  public var reason: String

  /// An error from its parts.
  public init(path: String, line: Int?, reason: String) {
    self.path = path
    self.line = line
    self.reason = reason
  }

  /// `path:line: reason`.
  public var description: String {
    "\(path)\(line.map { ":\($0)" } ?? ""): \(reason)"
  }
}
