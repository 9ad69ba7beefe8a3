import ArgumentParser
import Foundation
import KagamiAffected
import KagamiRunner

/// `kagami affected`: the test targets a git diff affects, and why.
public struct AffectedCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "affected",
    abstract: "Print the test targets that a git diff affects, with the reasons.",
    discussion: """
      The base defaults to the CI's target branch (GITHUB_BASE_REF, BITRISEIO_GIT_BRANCH_DEST, \
      CI_MERGE_REQUEST_TARGET_BRANCH_NAME, BUILDKITE_PULL_REQUEST_BASE_BRANCH), else main; the diff \
      starts at the merge base. The plan goes to stdout, logs to stderr.
      Exit status: 0 when there are tests to run, 3 when there is nothing to run, 2 on an error.
      """,
    subcommands: [AffectedExplainCommand.self])

  /// The base ref.
  @Option(help: "The ref the change is compared with (default: the CI's target branch, else main).")
  public var base: String?

  /// The head ref.
  @Option(help: "The ref holding the change.")
  public var head = "HEAD"

  /// Include uncommitted and untracked files.
  @Flag(help: "Also count uncommitted changes and untracked files.")
  public var includeUncommitted = false

  /// The output format.
  @Option(help: "json, lines, filter, github-matrix or bitrise.")
  public var format = "json"

  /// Shards for the matrix formats.
  @Option(help: "Split the test targets into this many shards (github-matrix, bitrise).")
  public var shards = 1

  /// The package folder.
  @Option(help: "The package root (default: the current folder).")
  public var packagePath = "."

  /// An empty command, for ArgumentParser.
  public init() {}

  public func validate() throws {
    guard AffectedPlan.Format(rawValue: format) != nil else {
      let known = AffectedPlan.Format.allCases.map(\.rawValue).joined(separator: ", ")
      throw ValidationError("unknown --format '\(format)' (use one of: \(known))")
    }
    guard (1...256).contains(shards) else { throw ValidationError("--shards \(shards) must be between 1 and 256") }
  }

  public func run() throws {
    let outcome = AffectedRun(packagePath: packagePath).plan(
      base: base, head: head, includeUncommitted: includeUncommitted,
      format: AffectedPlan.Format(rawValue: format) ?? .json, shards: shards)
    outcome.emit()
    if outcome.status != 0 { throw ExitCode(outcome.status) }
  }
}

/// `kagami affected explain PATH`: the owner of one file and the chains to the test targets.
public struct AffectedExplainCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "explain", abstract: "Explain which test targets a change to one file affects, and why.")

  /// The file, relative to the package root.
  @Argument(help: "A file path relative to the package root.")
  public var path: String

  /// The package folder.
  @Option(help: "The package root (default: the current folder).")
  public var packagePath = "."

  /// An empty command, for ArgumentParser.
  public init() {}

  public func run() throws {
    let outcome = AffectedRun(packagePath: packagePath).explain(path)
    outcome.emit()
    if outcome.status != 0 { throw ExitCode(outcome.status) }
  }
}
