import Foundation

/// Live progress on stderr, shared by the worker threads: done / total, and failures as they happen.
final class TestProgress: @unchecked Sendable {
  // Unchecked: every mutable field is touched only under `lock`.
  private let lock = NSLock()
  private let total: Int
  private var done = 0
  private var failed = 0

  init(total: Int) {
    self.total = total
  }

  /// Records finished tests and prints failures at once.
  func record(_ finished: [TestEventStream.Finished]) {
    guard !finished.isEmpty else { return }
    lock.lock()
    defer { lock.unlock() }
    for test in finished {
      done += 1
      if !test.passed {
        failed += 1
        let detail = test.issues.first.map { ": \($0)" } ?? ""
        write("[\(done)/\(total)] ✘ \(test.id)\(detail)")
      }
    }
  }

  /// Prints a line when a target finishes.
  func finished(_ result: TestUnitResult, counted: Int) {
    lock.lock()
    defer { lock.unlock() }
    done = max(done, 0) + max(0, counted)
    let status = result.failed > 0 || result.unexplainedStatus != nil ? "✘" : "✔"
    var line = "[\(done)/\(total)] \(status) \(result.target): \(result.passed) passed, \(result.failed) failed"
    line += String(format: " (%.1f s)", result.seconds)
    if let code = result.unexplainedStatus { line += "; exited with status \(code), see \(result.logPath)" }
    write(line)
  }

  private func write(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
