import Foundation

/// What a subcommand prints and the status it exits with.
public struct CommandOutcome: Equatable, Sendable {
  /// Text for standard output.
  public var standardOutput: String
  /// Text for standard error.
  public var standardError: String
  /// The exit status.
  public var status: Int32

  /// An outcome from its parts.
  public init(standardOutput: String = "", standardError: String = "", status: Int32) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.status = status
  }

  /// A failure: `message` on stderr, status 2.
  public static func failure(_ message: String) -> CommandOutcome {
    CommandOutcome(standardError: message + "\n", status: 2)
  }

  /// Writes the texts to the process's standard output and standard error.
  public func emit() {
    if !standardOutput.isEmpty { FileHandle.standardOutput.write(Data(standardOutput.utf8)) }
    if !standardError.isEmpty { FileHandle.standardError.write(Data(standardError.utf8)) }
  }
}
