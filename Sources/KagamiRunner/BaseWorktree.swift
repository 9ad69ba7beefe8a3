import Foundation
import KagamiAffected

/// A temporary `git worktree` of a base commit (detached), for rendering the references of hash-only
/// snapshots there. `BaseWorktree.using` always removes it: on return, on a thrown error, and on an
/// interrupt (SIGINT, SIGTERM or SIGHUP while it exists).
struct BaseWorktree: Sendable {
  /// The repository's top folder.
  let repositoryRoot: URL
  /// The worktree's top folder (in a temporary folder of its own).
  let folder: URL
  /// The commit checked out.
  let commit: String
  /// The package root's path inside the repository ("" at the top).
  let packagePrefix: String

  /// The package root inside the worktree.
  var packageRoot: URL {
    packagePrefix.isEmpty ? folder : folder.appendingPathComponent(packagePrefix, isDirectory: true)
  }

  /// The merge base of HEAD and `base` (a branch, tag or commit; `origin/<base>` when there is no
  /// local `base`, as on CI).
  static func mergeBase(of base: String, packageRoot: URL) throws -> String {
    let git = try GitRepository(containing: packageRoot)
    let baseCommit: String
    do {
      baseCommit = try git.resolve(base)
    } catch AffectedError.unknownRef {
      guard let remote = try? git.resolve("origin/\(base)") else {
        throw CommandFailure(
          "unknown base ref '\(base)' (nor origin/\(base)): name an existing branch, tag or commit with --base")
      }
      baseCommit = remote
    }
    return try git.mergeBase(baseCommit, try git.resolve("HEAD"))
  }

  /// Checks `commit` out in a new temporary worktree, runs `body` with it and removes it.
  static func using<T>(
    commit: String, packageRoot: URL, temporaryFolder: URL = FileManager.default.temporaryDirectory,
    _ body: (BaseWorktree) throws -> T
  ) throws -> T {
    let worktree = try add(commit: commit, packageRoot: packageRoot, temporaryFolder: temporaryFolder)
    WorktreeCleanup.shared.register(worktree)
    defer {
      worktree.remove()
      WorktreeCleanup.shared.unregister(worktree)
    }
    return try body(worktree)
  }

  /// `git worktree add --detach <temporary>/kagami-base-<random>/<name> <commit>`.
  static func add(commit: String, packageRoot: URL, temporaryFolder: URL) throws -> BaseWorktree {
    let git = try GitRepository(containing: packageRoot)
    let root = git.root.resolvingSymlinksInPath()
    let package = packageRoot.resolvingSymlinksInPath().path
    let prefix = package == root.path ? "" : String(package.dropFirst(root.path.count + 1))
    let parent = temporaryFolder.appendingPathComponent("kagami-base-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    let folder = parent.appendingPathComponent(root.lastPathComponent, isDirectory: true)
    let output = try CommandRunner(directory: root).run(
      "git", ["worktree", "add", "--detach", "--quiet", folder.path, commit])
    guard output.status == 0 else {
      try? FileManager.default.removeItem(at: parent)
      throw CommandFailure(
        "git worktree add \(folder.path) \(commit) failed (exit status \(output.status)): "
          + output.standardError.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return BaseWorktree(repositoryRoot: root, folder: folder, commit: commit, packagePrefix: prefix)
  }

  /// `git worktree remove --force`, then the temporary folder (and `git worktree prune`, should git
  /// have lost track of it), and the lock files SwiftPM left beside it in the system's temporary
  /// folder (`_tmp_kagami-base-…_.build.lock`). Never throws: it runs on the way out of errors and
  /// interrupts.
  func remove() {
    _ = try? CommandRunner(directory: repositoryRoot).run("git", ["worktree", "remove", "--force", folder.path])
    try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    _ = try? CommandRunner(directory: repositoryRoot).run("git", ["worktree", "prune"])
    let temporary = FileManager.default.temporaryDirectory
    let prefix = folder.path.replacingOccurrences(of: "/", with: "_") + "_"
    for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
    where name.hasPrefix(prefix) && name.hasSuffix(".lock") {
      try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
    }
  }
}
