// KagamiCommands: the logic of the `kagami` command line, one subcommand per file; the `kagami`
// executable is only an `@main` root that lists them.
// Design rules: a subcommand parses its options, hands them to a plain function that returns a
// `CommandOutcome` (stdout text, stderr text, exit status) and prints it; nothing here calls `exit`
// except `KagamiMain`. Exit statuses: 0 success / no difference, 1 a difference, 2 any error
// (usage, unreadable or corrupt file, size mismatch), each error message on stderr naming its file.
// Files are written atomically (temporary file in the same folder, then rename).
import ArgumentParser
import KagamiRunner

/// `kagami diff A.png B.png`: compares two PNGs with pixelmatch 7.2 semantics.
public struct DiffCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare two PNG images pixel by pixel (pixelmatch 7.2 semantics).",
    discussion: """
      Prints the number of mismatched pixels (a JSON object with --json). Anti-aliased pixels are \
      detected and not counted unless --include-aa is given.
      Exit status: 0 when no pixel differs, 1 when some do, 2 on an error (unreadable or corrupt \
      file, images of different sizes, bad option).
      """)

  /// The expected (reference) image.
  @Argument(help: "The expected (reference) PNG.")
  public var expected: String

  /// The actual image.
  @Argument(help: "The actual PNG.")
  public var actual: String

  /// pixelmatch's threshold.
  @Option(help: "Matching threshold from 0 to 1; smaller is more sensitive.")
  public var threshold: Double = 0.1

  /// Count anti-aliased pixels as differences.
  @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences.")
  public var includeAA = false

  /// Draw only the differing pixels.
  @Flag(
    name: .customLong("diff-mask"),
    help: "Draw only differing pixels, over a transparent background.")
  public var diffMask = false

  /// Where to write the diff image.
  @Option(name: [.short, .long], help: "Write the diff image to this PNG (atomically).")
  public var output: String?

  /// Print JSON instead of text.
  @Flag(help: "Print a JSON object: mismatched, total, width, height, ratio.")
  public var json = false

  /// An empty command, for ArgumentParser.
  public init() {}

  /// Rejects a threshold outside 0...1 (a usage error: exit status 2).
  public func validate() throws {
    guard threshold.isFinite, (0...1).contains(threshold) else {
      throw ValidationError("--threshold \(threshold) must be between 0 and 1")
    }
  }

  /// Runs the comparison, prints its outcome and exits with its status.
  public func run() throws {
    let outcome = DiffRun(
      expectedPath: expected, actualPath: actual, threshold: threshold, includeAA: includeAA,
      diffMask: diffMask, outputPath: output, json: json
    ).execute()
    outcome.emit()
    if outcome.status != 0 { throw ExitCode(outcome.status) }
  }
}
