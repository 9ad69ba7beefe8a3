import Foundation
import KagamiFileSystem
import KagamiResults

/// Fetches the Git LFS object of one baseline whose file is a pointer (a clone made with
/// `GIT_LFS_SKIP_SMUDGE=1`): `git lfs pull --include <path>` at the work tree's root, which downloads
/// only that object and checks it out over the pointer. Fetches are serialized through a lock file in
/// the package's staging folder (parallel workers would otherwise race on git's index). Every way
/// this cannot work (no git, no git-lfs, no work tree, no remote, an object the remote lacks) is a
/// reason naming the file and the command to run by hand.
struct GitLFSFetch {
  /// The environment git runs with (its `PATH` finds git and git-lfs); `GIT_LFS_SKIP_SMUDGE` is
  /// removed from it and `GIT_TERMINAL_PROMPT=0` set, so a fetch never waits for a password.
  var environment: [String: String]

  /// What a fetch gives.
  enum Result {
    /// The PNG's bytes, checked out over the pointer.
    case fetched(Data)
    /// Why the object is not at hand, as sentences naming the file and the command.
    case unavailable(String)
  }

  /// Fetches the object of the pointer file at `url` (of the package at `root`; `path` is the
  /// package-relative path messages name) and returns the file's new bytes.
  func fetch(_ url: URL, root: URL, path: String) -> Result {
    let include = LFSPointer.repositoryPath(of: url)
    let command = LFSPointer.pullCommand([include])
    let pointer = LFSPointer.read(url)
    let object = pointer.map { " (object sha256:\($0.oid.prefix(12))…, \($0.size) bytes)" } ?? ""
    func unavailable(_ reason: String) -> Result {
      .unavailable(
        """
        \(path) is a Git LFS pointer\(object), not the PNG, and its object could not be fetched: \(reason)
        Fetch it by hand at the repository's root, then run the test again:
          \(command)
        """)
    }
    guard let git = executable("git") else { return unavailable("git is not on the PATH.") }
    let folder = url.deletingLastPathComponent()
    let version = run(git, ["lfs", "version"], in: folder)
    guard version.status == 0 else {
      return unavailable(
        "git-lfs is not installed (`git lfs version` failed: \(version.output.firstLine)); install it (Debian: apt-get install git-lfs)."
      )
    }
    let topLevel = run(git, ["rev-parse", "--show-toplevel"], in: folder)
    guard topLevel.status == 0 else {
      return unavailable("the package is not in a git work tree (\(topLevel.output.trimmed)).")
    }
    let pull = withFetchLock(root: root) {
      run(git, ["lfs", "pull", "--include", include], in: URL(fileURLWithPath: topLevel.output.trimmed))
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      return unavailable("the file cannot be read after `\(command)`.")
    }
    if LFSPointer.looksLikePointer(data) {
      let said = pull.output.trimmed.isEmpty ? "" : ": \(pull.output.trimmed)"
      return unavailable("`\(command)` exited with status \(pull.status) and left the pointer in place\(said)")
    }
    return .fetched(data)
  }

  /// The full path of `name` on the environment's `PATH`.
  private func executable(_ name: String) -> URL? {
    let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// Runs `git` with `arguments` in `folder`: its exit status and its output and errors together.
  private func run(_ git: URL, _ arguments: [String], in folder: URL) -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = git
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var environment = self.environment
    environment["GIT_LFS_SKIP_SMUDGE"] = nil
    environment["GIT_TERMINAL_PROMPT"] = "0"
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return (-1, "cannot run \(git.path): \(error)")
    }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }

  /// Runs `body` holding the package's LFS fetch lock (`.build/kagami/staging/lfs-fetch.lock`).
  private func withFetchLock<T>(root: URL, _ body: () -> T) -> T {
    let staging = AtomicFile.stagingFolder(packageRoot: root)
    try? FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
    let descriptor = open(staging.appendingPathComponent("lfs-fetch.lock").path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
    if descriptor >= 0 { flock(descriptor, LOCK_EX) }
    defer {
      if descriptor >= 0 {
        flock(descriptor, LOCK_UN)
        close(descriptor)
      }
    }
    return body()
  }
}

extension String {
  /// The first line, trimmed.
  fileprivate var firstLine: String {
    split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
  }

  /// Without leading and trailing white space; long output keeps its last 600 characters.
  fileprivate var trimmed: String {
    let text = trimmingCharacters(in: .whitespacesAndNewlines)
    return text.count > 600 ? "…" + text.suffix(600) : text
  }
}
