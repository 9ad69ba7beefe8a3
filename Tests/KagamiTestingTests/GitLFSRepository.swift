import Foundation
import KagamiResults

/// Temporary git repositories with Git LFS for the LFS-mode tests: a bare `remote.git`, work trees
/// cloned from it, and git run with a private `HOME` (its global config holds only `git lfs
/// install`'s filters and an identity), never the machine's own configuration.
struct GitLFSRepository {
  /// The folder holding the remote, the work trees and `home`.
  let folder: URL
  /// The bare remote every work tree pushes to.
  var remote: URL { folder.appendingPathComponent("remote.git") }
  /// git's environment: the private home, no system config, no prompts.
  let environment: [String: String]

  /// A git failure, with the command and its output.
  struct Failure: Error, CustomStringConvertible {
    /// What was run and what it said.
    var description: String
  }

  /// A new folder with a bare remote whose HEAD is `main`, and the LFS filters installed in the
  /// private home's global config.
  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("kagami-lfs-\(UUID().uuidString)")
    let home = folder.appendingPathComponent("home")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = home.path
    environment["XDG_CONFIG_HOME"] = home.path
    environment["GIT_CONFIG_NOSYSTEM"] = "1"
    environment["GIT_TERMINAL_PROMPT"] = "0"
    environment["GIT_LFS_SKIP_SMUDGE"] = nil
    // The checks run with this environment too: the record mode is the tests' own, not CI's `never`.
    environment["CI"] = nil
    environment["SNAPSHOT_TESTING_RECORD"] = nil
    self.environment = environment
    try git("config", "--global", "user.name", "Kagami Test", in: folder)
    try git("config", "--global", "user.email", "kagami@example.invalid", in: folder)
    try git("config", "--global", "init.defaultBranch", "main", in: folder)
    try git("lfs", "install", "--skip-repo", in: folder)
    try git("init", "--bare", "-q", remote.path, in: folder)
  }

  /// A new work tree `name` with `Snapshots/**/*.png` tracked by LFS, the remote as `origin`, and
  /// `.build/` and `artifacts/` ignored.
  func workTree(_ name: String) throws -> URL {
    let tree = folder.appendingPathComponent(name)
    try git("init", "-q", tree.path, in: folder)
    try git("lfs", "track", "Snapshots/**/*.png", in: tree)
    try Data(".build/\nartifacts/\n".utf8).write(to: tree.appendingPathComponent(".gitignore"))
    try git("remote", "add", "origin", remote.path, in: tree)
    return tree
  }

  /// A clone of the remote as `name`; with `pointersOnly`, made with `GIT_LFS_SKIP_SMUDGE=1`.
  func clone(_ name: String, pointersOnly: Bool) throws -> URL {
    let tree = folder.appendingPathComponent(name)
    try git("clone", "-q", remote.path, tree.path, in: folder, extra: pointersOnly ? ["GIT_LFS_SKIP_SMUDGE": "1"] : [:])
    return tree
  }

  /// Commits everything in `tree` with `message` and pushes `main` (with its LFS objects).
  func commitAndPush(_ tree: URL, _ message: String) throws {
    try git("add", "-A", in: tree)
    try git("commit", "-q", "-m", message, in: tree)
    try git("push", "-q", "origin", "main", in: tree)
  }

  /// The LFS objects the remote holds.
  func remoteObjects() -> [String] {
    let objects = remote.appendingPathComponent("lfs/objects")
    let enumerator = FileManager.default.enumerator(atPath: objects.path)
    return (enumerator?.allObjects as? [String] ?? []).filter { $0.split(separator: "/").count == 3 }.sorted()
  }

  /// Runs git with `arguments` in `folder`; its output, or a `Failure` naming the command.
  @discardableResult
  func git(_ arguments: String..., in folder: URL, extra: [String: String] = [:]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = environment.merging(extra) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(
        description: "git \(arguments.joined(separator: " ")) failed (\(process.terminationStatus)): \(output)")
    }
    return output
  }

  /// Removes the whole folder.
  func remove() { try? FileManager.default.removeItem(at: folder) }

  /// True when git-lfs is installed (`git lfs version` runs).
  static var isInstalled: Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
    process.arguments = ["lfs", "version"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}
