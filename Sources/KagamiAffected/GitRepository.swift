import Foundation

/// The git questions the planner asks: refs, merge bases and the files a diff changes.
public struct GitRepository: Sendable {
  /// The work tree's top folder.
  public let root: URL
  private let runner: CommandRunner

  /// The repository that contains `directory`.
  public init(containing directory: URL) throws {
    let probe = CommandRunner(directory: directory)
    let output = try probe.run("git", ["rev-parse", "--show-toplevel"])
    guard output.status == 0 else { throw AffectedError.notAGitRepository(directory.path) }
    let path = String(decoding: output.standardOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    root = URL(fileURLWithPath: path, isDirectory: true)
    runner = CommandRunner(directory: root)
  }

  /// The commit a ref names.
  public func resolve(_ ref: String) throws -> String {
    guard !ref.hasPrefix("-") else { throw AffectedError.unknownRef(ref) }
    let output = try runner.run("git", ["rev-parse", "--verify", "--quiet", "\(ref)^{commit}"])
    guard output.status == 0 else { throw AffectedError.unknownRef(ref) }
    return String(decoding: output.standardOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The best common ancestor of two commits.
  public func mergeBase(_ base: String, _ head: String) throws -> String {
    let output = try runner.run("git", ["merge-base", base, head])
    guard output.status == 0 else {
      let shallow = try runner.run("git", ["rev-parse", "--is-shallow-repository"])
      let isShallow = String(decoding: shallow.standardOutput, as: UTF8.self).hasPrefix("true")
      throw AffectedError.missingMergeBase(base: base, head: head, shallow: isShallow)
    }
    return String(decoding: output.standardOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The files changed between two commits (renames detected).
  public func changes(from base: String, to head: String) throws -> [FileChange] {
    try Self.parseNameStatus(runner.checked("git", ["diff", "--name-status", "-z", "-M", "--no-color", base, head]))
  }

  /// Uncommitted changes to tracked files, and untracked files that are not ignored.
  public func uncommittedChanges() throws -> [FileChange] {
    let tracked = try Self.parseNameStatus(runner.checked("git", ["diff", "--name-status", "-z", "-M", "HEAD"]))
    let untracked = try runner.checked("git", ["ls-files", "-z", "--others", "--exclude-standard"])
    return tracked + Self.fields(untracked).map { FileChange(status: .untracked, path: $0) }
  }

  /// A file's bytes at a commit, or nil when it does not exist there.
  public func contents(of path: String, at commit: String) throws -> Data? {
    let output = try runner.run("git", ["show", "\(commit):\(path)"])
    return output.status == 0 ? output.standardOutput : nil
  }

  static func fields(_ data: Data) -> [String] {
    data.split(separator: 0, omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Parses `git diff --name-status -z`: a status field, then one path (two for renames and copies).
  package static func parseNameStatus(_ data: Data) throws -> [FileChange] {
    var fields = fields(data)[...]
    var changes: [FileChange] = []
    while let code = fields.popFirst() {
      guard let path = fields.popFirst() else { break }
      switch code.first {
      case "A": changes.append(FileChange(status: .added, path: path))
      case "D": changes.append(FileChange(status: .deleted, path: path))
      case "T": changes.append(FileChange(status: .typeChanged, path: path))
      case "R", "C":
        guard let newPath = fields.popFirst() else { break }
        changes.append(FileChange(status: code.first == "R" ? .renamed : .copied, path: newPath, oldPath: path))
      default: changes.append(FileChange(status: .modified, path: path))
      }
    }
    return changes
  }
}
