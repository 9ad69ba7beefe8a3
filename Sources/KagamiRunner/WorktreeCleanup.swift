import Foundation

/// The worktrees that exist right now, removed when the process is interrupted: a signal handler
/// (installed with the first worktree) stops the child processes running (Foundation starts each in
/// a process group of its own, so a terminal's Ctrl-C does not reach them), removes the worktrees
/// and exits with 128 + the signal's number.
final class WorktreeCleanup: @unchecked Sendable {
  // Unchecked: `worktrees`, `children` and `sources` are touched only under `lock`.
  /// The process's one registry.
  static let shared = WorktreeCleanup()
  private let lock = NSLock()
  private var worktrees: [String: BaseWorktree] = [:]
  private var children: [Int32: Process] = [:]
  private var sources: [any DispatchSourceSignal] = []

  /// Follows a started child process until `untrack`, so an interrupt can stop it.
  func track(_ process: Process) {
    lock.withLock { children[process.processIdentifier] = process }
  }

  /// Forgets a child process that ended.
  func untrack(_ process: Process) {
    lock.withLock { _ = children.removeValue(forKey: process.processIdentifier) }
  }

  /// The worktrees still registered (tests look).
  var registered: [BaseWorktree] {
    lock.withLock { Array(worktrees.values) }
  }

  /// Removes `worktree` should the process be interrupted (installs the handlers the first time).
  func register(_ worktree: BaseWorktree) {
    lock.withLock {
      worktrees[worktree.folder.path] = worktree
      guard sources.isEmpty else { return }
      for number in [SIGINT, SIGTERM, SIGHUP] {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler { [self] in interrupted(by: number) }
        source.resume()
        sources.append(source)
      }
    }
  }

  /// Forgets a worktree that was removed.
  func unregister(_ worktree: BaseWorktree) {
    lock.withLock { _ = worktrees.removeValue(forKey: worktree.folder.path) }
  }

  private func interrupted(by number: Int32) {
    let (pending, running) = lock.withLock { (Array(worktrees.values), Array(children.keys)) }
    for pid in running {
      kill(-pid, SIGTERM)
      kill(pid, SIGTERM)
    }
    for worktree in pending {
      FileHandle.standardError.write(Data("kagami test: interrupted; removing \(worktree.folder.path)\n".utf8))
      worktree.remove()
    }
    exit(128 + number)
  }
}
