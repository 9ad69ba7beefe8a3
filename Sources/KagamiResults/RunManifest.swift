import Foundation

/// `<artifacts>/run.json`: which test targets the last `kagami test` ran, and whether each ran to
/// completion — `kagami prune` judges a `Snapshots/<T>/` folder only from a complete run of `T`.
public struct RunManifest: Codable, Equatable, Sendable {
  /// The format's version.
  public static let currentSchemaVersion = 1
  /// The file name inside the artifacts folder.
  public static let fileName = "run.json"

  /// One test target of the run.
  public struct Target: Codable, Equatable, Sendable {
    /// The test target.
    public var name: String
    /// True when every test of the target ran (no filter inside it, no crash).
    public var complete: Bool

    /// A target entry from its parts.
    public init(name: String, complete: Bool) {
      self.name = name
      self.complete = complete
    }
  }

  /// The format's version.
  public var schemaVersion = RunManifest.currentSchemaVersion
  /// The commit tested, if known.
  public var commit: String?
  /// The base ref of a `--changed` run, if any.
  public var base: String?
  /// The targets, in run order.
  public var targets: [Target]

  /// A manifest from its parts.
  public init(commit: String? = nil, base: String? = nil, targets: [Target]) {
    self.commit = commit
    self.base = base
    self.targets = targets
  }

  /// The names of the targets that ran completely.
  public var completeTargets: [String] { targets.filter(\.complete).map(\.name) }
}
