import Foundation

/// Runs an external command (git, swift, a test bundle) and captures its output.
public struct CommandRunner: Sendable {
  /// The folder commands run in.
  public let directory: URL

  /// A runner for commands in `directory`.
  public init(directory: URL) {
    self.directory = directory
  }

  /// What a finished command printed and returned.
  public struct Output: Sendable {
    /// The exit status.
    public var status: Int32
    /// Everything printed on standard output.
    public var standardOutput: Data
    /// Everything printed on standard error.
    public var standardError: String
  }

  /// Runs `executable` (a path, or a name looked up on PATH) with `arguments`; never throws for a
  /// non-zero exit.
  public func run(_ executable: String, _ arguments: [String]) throws -> Output {
    let process = Self.process(
      executable, arguments, in: directory, environment: ["LC_ALL": "C", "GIT_TERMINAL_PROMPT": "0"])
    let outputPipe = Pipe()
    let errorPipe = Pipe()
    process.standardOutput = outputPipe
    process.standardError = errorPipe
    try process.run()
    // Read both pipes to the end before waiting, on separate threads, so that neither can fill up.
    let errorData = ErrorCollector(errorPipe.fileHandleForReading)
    let output = outputPipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, standardOutput: output,
      standardError: String(decoding: errorData.wait(), as: UTF8.self))
  }

  /// A process for `executable` (a path, or a name looked up on PATH through /usr/bin/env) with
  /// `arguments`, run in `directory` with this process's environment plus `environment`, and no
  /// standard input; not started. The one place Kagami builds a child process.
  public static func process(
    _ executable: String, _ arguments: [String], in directory: URL, environment: [String: String] = [:]
  ) -> Process {
    let process = Process()
    if executable.contains("/") {
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
    } else {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [executable] + arguments
    }
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardInput = FileHandle.nullDevice
    return process
  }

  /// Runs a command that must succeed and returns its standard output.
  public func checked(_ executable: String, _ arguments: [String]) throws -> Data {
    let output = try run(executable, arguments)
    guard output.status == 0 else {
      throw AffectedError.commandFailed(
        command: ([executable] + arguments).joined(separator: " "), status: output.status,
        message: output.standardError.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return output.standardOutput
  }
}

/// Drains a pipe on a background thread.
private final class ErrorCollector: @unchecked Sendable {
  // Unchecked: `data` is written once by the reading thread before `done` is signalled and read after.
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  func wait() -> Data {
    done.wait()
    return data
  }
}
