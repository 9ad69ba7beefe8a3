import Foundation

/// `<artifacts>/review.json`: what a reviewer decided in `kagami review` for the last run's snapshots,
/// keyed by snapshot ID (the baseline's path below `Snapshots/`). Accepting also writes the baseline;
/// rejecting only records the decision. The file belongs to one run: a new `kagami test` run leaves
/// it behind, and `kagami review` drops the IDs the run no longer has.
public struct ReviewDecisions: Codable, Equatable, Sendable {
  /// The format's version.
  public static let currentSchemaVersion = 1
  /// The file name inside the artifacts folder (not a result record: `ArtifactStore` skips it).
  public static let fileName = "review.json"

  /// One decision.
  public enum Decision: String, Codable, Sendable, CaseIterable {
    /// The actual became the baseline (or a recorded new/changed baseline was kept).
    case accepted
    /// The change was refused; nothing was written to `Snapshots/`.
    case rejected
  }

  /// The format's version.
  public var schemaVersion = ReviewDecisions.currentSchemaVersion
  /// Snapshot ID → decision.
  public var decisions: [String: Decision]

  /// Decisions from their parts.
  public init(decisions: [String: Decision] = [:]) {
    self.decisions = decisions
  }

  /// JSON with sorted keys, so the file is stable byte for byte.
  public func encoded() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(self)) ?? Data()
  }

  /// Decisions from the file's bytes; a corrupt file or one from a newer schema is an error naming `file`.
  public static func decoded(from data: Data, file: String) throws(ArtifactError) -> ReviewDecisions {
    let decisions: ReviewDecisions
    do {
      decisions = try JSONDecoder().decode(ReviewDecisions.self, from: data)
    } catch {
      throw .corrupt(file, "\(error)")
    }
    guard decisions.schemaVersion <= currentSchemaVersion else {
      throw .unsupportedSchema(file, decisions.schemaVersion)
    }
    return decisions
  }
}
