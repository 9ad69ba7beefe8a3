import Foundation

/// The page's **Re-run**: one `kagami test --record never --target …` at a time, in a child process
/// writing into the reviewed artifacts folder, its output kept line by line for the page to poll.
/// A second start while one runs is refused. Only test targets that the run's records name are
/// accepted, and they reach the child as separate arguments (no shell).
public final class ReviewRerun: @unchecked Sendable {
  /// What the page polls: the lines from `since` on, and whether the run is over.
  public struct Progress: Codable, Equatable, Sendable {
    /// 1 for the first re-run of this server, 2 for the next…; 0 before any.
    public var run: Int
    /// True while the child runs.
    public var running: Bool
    /// The targets being (or last) re-run.
    public var targets: [String]
    /// Output lines from `since` on.
    public var lines: [String]
    /// The index to ask from next time.
    public var next: Int
    /// The child's exit status once it ended (0 passed, 1 a test failed, 2 an error).
    public var status: Int32?
  }

  private let executable: URL
  private let packageRoot: URL
  private let artifacts: URL
  private let lock = NSLock()
  private var progress = Progress(run: 0, running: false, targets: [], lines: [], next: 0, status: nil)
  private var lines: [String] = []

  /// Re-runs with `executable` (a `kagami` binary, or a wrapper taking the same arguments) for the
  /// package at `packageRoot`, writing results into `artifacts`.
  public init(executable: URL, packageRoot: URL, artifacts: URL) {
    self.executable = executable
    self.packageRoot = packageRoot
    self.artifacts = artifacts
  }

  /// The arguments a re-run of `targets` passes.
  public func arguments(for targets: [String]) -> [String] {
    ["test", "--package-path", packageRoot.path, "--record", "never"] + targets.flatMap { ["--target", $0] }
  }

  /// Starts a re-run of `targets`; the error says why not (one already runs, or the child cannot start).
  public func start(_ targets: [String]) -> String? {
    lock.lock()
    defer { lock.unlock() }
    if progress.running {
      return "a re-run of \(progress.targets.joined(separator: ", ")) is still going; wait for it to finish"
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments(for: targets)
    process.currentDirectoryURL = packageRoot
    process.environment = ProcessInfo.processInfo.environment.merging(["KAGAMI_ARTIFACTS": artifacts.path]) { $1 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    let reader = output.fileHandleForReading
    process.terminationHandler = { [self] ended in
      // The output is read to its end first, so no line comes after the status.
      readerDone.wait()
      lock.lock()
      progress.running = false
      progress.status = ended.terminationStatus
      lock.unlock()
    }
    do {
      try process.run()
    } catch {
      return "cannot start \(executable.path): \(error)"
    }
    lines = ["$ kagami " + arguments(for: targets).joined(separator: " ")]
    progress = Progress(run: progress.run + 1, running: true, targets: targets, lines: [], next: 0, status: nil)
    Thread.detachNewThread { [self] in
      var pending = Data()
      while true {
        let chunk = reader.availableData
        if chunk.isEmpty { break }
        pending.append(chunk)
        while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
          append(String(decoding: pending[pending.startIndex..<end], as: UTF8.self))
          pending.removeSubrange(pending.startIndex...end)
        }
      }
      if !pending.isEmpty { append(String(decoding: pending, as: UTF8.self)) }
      readerDone.signal()
    }
    return nil
  }

  private let readerDone = DispatchSemaphore(value: 0)

  private func append(_ line: String) {
    lock.lock()
    lines.append(line)
    lock.unlock()
  }

  /// The progress, with the lines from `since` on.
  public func progress(since: Int) -> Progress {
    lock.lock()
    defer { lock.unlock() }
    var answer = progress
    let from = min(max(since, 0), lines.count)
    answer.lines = Array(lines[from...])
    answer.next = lines.count
    return answer
  }
}
