import Foundation
import KagamiAffected

/// Small helpers around `Process` for the runner: run with inherited or redirected output, or capture.
enum ChildProcess {
  /// Runs `executable` (a path, or a name looked up on PATH) and returns its exit status.
  static func run(
    _ executable: String, _ arguments: [String], in directory: URL, environment: [String: String] = [:],
    standardOutput: FileHandle? = nil, standardError: FileHandle? = nil
  ) throws -> Int32 {
    let process = make(executable, arguments, in: directory, environment: environment)
    if let standardOutput { process.standardOutput = standardOutput }
    if let standardError { process.standardError = standardError }
    try process.run()
    WorktreeCleanup.shared.track(process)
    defer { WorktreeCleanup.shared.untrack(process) }
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Runs a command and returns its standard output (standard error is discarded).
  static func capture(
    _ executable: String, _ arguments: [String], in directory: URL, allowFailure: Bool = false
  ) throws -> String {
    let output = try CommandRunner(directory: directory).run(executable, arguments)
    guard allowFailure || output.status == 0 else {
      throw CommandFailure(
        "\(executable) \(arguments.joined(separator: " ")) failed with exit status \(output.status): "
          + output.standardError.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return String(decoding: output.standardOutput, as: UTF8.self)
  }

  /// A process for `executable` in `directory` with `environment` added (see `CommandRunner.process`).
  static func make(_ executable: String, _ arguments: [String], in directory: URL, environment: [String: String])
    -> Process
  {
    CommandRunner.process(executable, arguments, in: directory, environment: environment)
  }
}
