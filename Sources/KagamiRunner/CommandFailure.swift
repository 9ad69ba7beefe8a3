/// An error a subcommand reports as one line on stderr and exit status 2.
public struct CommandFailure: Error, Equatable, CustomStringConvertible, Sendable {
  /// The message, naming the file or value at fault.
  public var message: String

  /// A failure with its message.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}
