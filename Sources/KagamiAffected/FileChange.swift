/// One changed file of a diff; a rename counts on both sides.
public struct FileChange: Codable, Equatable, Sendable {
  /// What happened to the file.
  public enum Status: String, Codable, Sendable {
    case added, modified, deleted, renamed, copied, typeChanged, untracked
  }

  /// The kind of change.
  public var status: Status
  /// The path after the change, relative to the package root.
  public var path: String
  /// For renames and copies: the path before.
  public var oldPath: String?

  /// A change from its parts.
  public init(status: Status, path: String, oldPath: String? = nil) {
    self.status = status
    self.path = path
    self.oldPath = oldPath
  }

  /// Every path the change touches: the old and the new one for a rename.
  public var paths: [String] { [oldPath, path].compactMap { $0 } }
}
