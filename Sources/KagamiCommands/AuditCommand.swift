import ArgumentParser
import KagamiRunner

/// `kagami audit`: the accessibility audit of the last run, de-duplicated across snapshots.
public struct AuditCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "audit",
    abstract: "Summarize the last run's accessibility audit: findings per rule, de-duplicated, new and fixed.",
    discussion: """
      Reads the result records of the last kagami test (checks run with the audit on: \
      assertPreviewSnapshots(audit:) or ImageSnapshotOptions.auditing()). A finding found on many \
      snapshots (a shared component) is listed once with its count and the snapshots it appears in; \
      new and fixed findings are judged against the committed <name>.audit.txt files as they are now. \
      Exit status: 0 when no rule that fails checks has a new finding, 1 when one has (rules from \
      --fail and kagami.json's audit.fail, and findings a check failed on), 2 an error.
      """)

  @OptionGroup var options: ReviewOptions

  /// Print JSON instead of text.
  @Flag(help: "Print the summary as a JSON object.")
  public var json = false

  /// Rules whose new findings make the command exit 1, besides kagami.json's.
  @Option(name: .customLong("fail"), help: "A rule whose new findings exit 1 (e.g. contrast); repeatable.")
  public var failingRules: [String] = []

  /// How many snapshot names each finding lists before "+N more".
  @Option(help: "How many snapshots each finding names in the text output.")
  public var snapshotsShown = 3

  /// An empty command, for ArgumentParser.
  public init() {}

  /// Runs the summary, prints it and exits with its status.
  public func run() throws {
    let outcome = options.review.audit(
      json: json, failingRules: Set(failingRules), snapshotsShown: max(0, snapshotsShown))
    outcome.emit()
    if outcome.status != 0 { throw ExitCode(outcome.status) }
  }
}
