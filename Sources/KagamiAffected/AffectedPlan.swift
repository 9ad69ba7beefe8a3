/// What `kagami affected` prints: the test targets to run and, for each, why.
public struct AffectedPlan: Codable, Equatable, Sendable {
  /// The JSON schema's version; it changes only when a field changes meaning or goes away.
  public var schemaVersion = 1
  /// The base ref as given, and the commit the diff starts from (the merge base).
  public var base: String
  public var mergeBase: String?
  /// The head ref as given (`HEAD` by default) and whether uncommitted changes were included.
  public var head: String
  public var includesUncommitted: Bool
  /// True when every test target must run; `runAllReasons` says why.
  public var runAll: Bool
  public var runAllReasons: [String]
  /// Every changed file and what it did to the plan.
  public var changedFiles: [ChangedFile]
  /// The test targets to run, in package order.
  public var testTargets: [AffectedTestTarget]

  /// One changed file and its effect.
  public struct ChangedFile: Codable, Equatable, Sendable {
    public var path: String
    public var status: FileChange.Status
    public var oldPath: String?
    /// The targets the file directly affects (its owner, or those `kagami.json` maps it to).
    public var targets: [String]
    /// `target`, `ignored`, `excluded`, `global`, `manifest`, `resolved`, `unowned`, `removedTarget`.
    public var effect: String
    /// A sentence for people.
    public var note: String
  }

  /// One test target to run and the chains that lead to it (file → owner → … → test target).
  public struct AffectedTestTarget: Codable, Equatable, Sendable {
    public var name: String
    public var reasons: [[String]]
  }

  /// The names of the test targets to run.
  public var testTargetNames: [String] { testTargets.map(\.name) }
}
