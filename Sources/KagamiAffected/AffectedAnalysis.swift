import Foundation

/// The whole of `kagami affected`: finds the refs, reads the diff and the package, and plans.
public struct AffectedAnalysis: Sendable {
  /// The package root.
  public var packageRoot: URL
  /// The environment to read CI variables from.
  public var environment: [String: String]

  /// An analysis of the package at `packageRoot`.
  public init(packageRoot: URL, environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.packageRoot = packageRoot.standardizedFileURL
    self.environment = environment
  }

  /// CI variables naming the branch a change targets, in the order they are tried.
  public static let baseVariables = [
    "GITHUB_BASE_REF",  // GitHub Actions, pull requests
    "BITRISEIO_GIT_BRANCH_DEST",  // Bitrise
    "CI_MERGE_REQUEST_TARGET_BRANCH_NAME",  // GitLab merge requests
    "BUILDKITE_PULL_REQUEST_BASE_BRANCH",  // Buildkite
  ]

  /// The base ref when none is given: the CI's target branch, else `main`.
  public var defaultBase: String {
    for name in Self.baseVariables {
      if let value = environment[name], !value.isEmpty { return value }
    }
    return "main"
  }

  /// The plan for `base...head`, plus uncommitted changes when asked.
  public func plan(base: String? = nil, head: String = "HEAD", includeUncommitted: Bool = false) throws -> AffectedPlan
  {
    let git = try GitRepository(containing: packageRoot)
    let baseRef = base ?? defaultBase
    let baseCommit = try resolve(baseRef, in: git)
    let headCommit = try git.resolve(head)
    let mergeBase = try git.mergeBase(baseCommit, headCommit)
    var changes = try git.changes(from: mergeBase, to: headCommit)
    if includeUncommitted { changes += try git.uncommittedChanges() }
    let prefix = try packagePrefix(in: git)
    let relative = changes.compactMap { change -> FileChange? in
      guard let path = Self.strip(prefix, from: change.path) else { return nil }
      return FileChange(
        status: change.status, path: path, oldPath: change.oldPath.flatMap { Self.strip(prefix, from: $0) })
    }
    let loader = PackageDescriptionLoader(packageRoot: packageRoot)
    let description = try loader.load()
    let planner = AffectedPlanner(
      graph: try PackageGraph(describeJSON: description.describe, dumpJSON: description.dump),
      configuration: try KagamiConfiguration.load(from: packageRoot), manifestDump: description.dump,
      dumpOldManifest: { loader.dumpManifest($0) })
    let root = packageRoot
    return try planner.plan(
      changes: relative, base: baseRef, mergeBase: mergeBase, head: head, includesUncommitted: includeUncommitted,
      oldContents: { try? git.contents(of: prefix + $0, at: mergeBase) },
      newContents: { FileManager.default.contents(atPath: root.appendingPathComponent($0).path) })
  }

  /// Resolves a base ref, trying `origin/<ref>` when the local branch does not exist (as on CI).
  private func resolve(_ ref: String, in git: GitRepository) throws -> String {
    do {
      return try git.resolve(ref)
    } catch AffectedError.unknownRef {
      if let remote = try? git.resolve("origin/\(ref)") { return remote }
      throw AffectedError.unknownRef(ref)
    }
  }

  /// The package root's path inside the repository, with a trailing slash ("" at the top).
  private func packagePrefix(in git: GitRepository) throws -> String {
    let root = git.root.resolvingSymlinksInPath().path
    let package = packageRoot.resolvingSymlinksInPath().path
    guard package != root else { return "" }
    guard package.hasPrefix(root + "/") else { throw AffectedError.notAGitRepository(packageRoot.path) }
    return String(package.dropFirst(root.count + 1)) + "/"
  }

  private static func strip(_ prefix: String, from path: String) -> String? {
    guard !prefix.isEmpty else { return path }
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
  }
}
