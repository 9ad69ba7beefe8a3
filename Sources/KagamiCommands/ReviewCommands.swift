import ArgumentParser
import Foundation
import KagamiRunner

/// Options shared by `report`, `accept` and `prune`.
struct ReviewOptions: ParsableArguments {
  @Option(help: "The package root (default: the current folder).")
  var packagePath = "."

  @Option(help: "The artifacts folder (default: $KAGAMI_ARTIFACTS, else .build/kagami/artifacts).")
  var artifacts: String?

  var review: SnapshotReview {
    SnapshotReview(
      packageRoot: URL(fileURLWithPath: packagePath, isDirectory: true).standardizedFileURL,
      artifactsPath: artifacts)
  }
}

/// `kagami report`: the HTML report and Markdown summary of the last run.
public struct ReportCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Write the HTML report and the Markdown summary of the last snapshot run.",
    discussion: "Exit status: 0 written, 2 an error (no artifacts, a record from another version).")

  @OptionGroup var options: ReviewOptions

  @Option(help: "The HTML file (default: <artifacts>/report/index.html).")
  public var output: String?

  @Option(help: "The Markdown summary (default: <artifacts>/report/summary.md).")
  public var markdown: String?

  @Option(
    help: """
      Where CI publishes the artifacts folder (an http or https address of its root; default: \
      $KAGAMI_ARTIFACTS_URL): the summary then shows thumbnails of each failed image.
      """)
  public var artifactsURL: String?

  public init() {}

  public func validate() throws {
    if let address = resolvedArtifactsURL, !(address.hasPrefix("https://") || address.hasPrefix("http://")) {
      throw ValidationError("--artifacts-url '\(address)' must start with https:// or http://")
    }
  }

  var resolvedArtifactsURL: String? {
    artifactsURL ?? ProcessInfo.processInfo.environment["KAGAMI_ARTIFACTS_URL"].flatMap { $0.isEmpty ? nil : $0 }
  }

  public func run() throws {
    let outcome = options.review.report(htmlPath: output, markdownPath: markdown, artifactsURL: resolvedArtifactsURL)
    outcome.emit()
    if outcome.status != 0 { throw ExitCode(outcome.status) }
  }
}

/// `kagami accept`: promotes the last run's actual images and dumps to baselines.
public struct AcceptCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "accept",
    abstract: "Promote the last run's actuals to baselines, without running anything again.",
    discussion: """
      IDs are baseline paths below Snapshots/ (the report shows the command for each); --group takes \
      the ID of a group of failures that changed the same way. Every ID is checked before anything is \
      written; each baseline is written atomically. Exit status: 0 written, 2 an error (unknown ID, \
      nothing to accept, unwritable folder).
      """)

  @OptionGroup var options: ReviewOptions

  @Argument(help: "Snapshot IDs, e.g. SearchFeatureTests/SearchScreen/results.iPhone15.light.png.")
  public var ids: [String] = []

  @Flag(help: "Accept every failed snapshot of the last run.")
  public var allFailed = false

  @Option(
    name: .customLong("group"),
    help: "Accept every member of a failure group (the report and summary.md show each group's ID); repeatable.")
  public var groups: [String] = []

  public init() {}

  public func validate() throws {
    if ids.isEmpty && !allFailed && groups.isEmpty {
      throw ValidationError("name snapshot IDs to accept, pass --group ID, or pass --all-failed")
    }
  }

  public func run() throws {
    let outcome = options.review.accept(ids: ids, allFailed: allFailed, groups: groups)
    outcome.emit()
    if outcome.status != 0 { throw ExitCode(outcome.status) }
  }
}

/// `kagami prune`: deletes baselines that no test produces any more.
public struct PruneCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "prune",
    abstract: "List, then delete, baselines that no test produces any more.",
    discussion: """
      Only Snapshots/<T>/ folders of test targets that the last kagami test ran completely are judged, \
      so filtered and affected-only runs are safe. Exit status: 0 done, 2 an error.
      """)

  @OptionGroup var options: ReviewOptions

  @Flag(help: "Only list what would be deleted.")
  public var dryRun = false

  public init() {}

  public func run() throws {
    let outcome = options.review.prune(dryRun: dryRun)
    outcome.emit()
    if outcome.status != 0 { throw ExitCode(outcome.status) }
  }
}

/// `kagami migrate`: moves baselines from the test file's folder to the suite type's folder.
public struct MigrateCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "migrate",
    abstract: "Move baselines recorded in a test file's folder to their Swift Testing suite's folder.",
    discussion: """
      Baselines live in Snapshots/<TestTarget>/<Suite>/, where <Suite> is the Swift Testing suite type \
      (earlier Kagami versions used the test file's name). A test run checks a baseline it finds only in \
      the old folder and records where it belongs; this command moves those (each one rename, every move \
      checked first). Run the tests first. Exit status: 0 done (or nothing to move), 2 an error.
      """)

  @OptionGroup var options: ReviewOptions

  @Flag(help: "Only list what would be moved.")
  public var dryRun = false

  public init() {}

  public func run() throws {
    let outcome = options.review.migrate(dryRun: dryRun)
    outcome.emit()
    if outcome.status != 0 { throw ExitCode(outcome.status) }
  }
}
