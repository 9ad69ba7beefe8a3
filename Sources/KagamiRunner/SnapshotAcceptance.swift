/// What accepting one snapshot did: the answer `kagami review` gives for each ID it was sent.
public struct SnapshotAcceptance: Codable, Equatable, Sendable {
  /// The outcomes.
  public enum Outcome: String, Codable, Sendable {
    /// The actual was promoted: the baseline file was written (atomically).
    case written
    /// The baseline already held exactly these bytes (accepted before): nothing was written.
    case unchanged
    /// The run had recorded the baseline itself (a new or re-recorded snapshot): it is kept as is.
    case kept
    /// Nothing was written; `refusal` says why.
    case refused
    /// Nothing was written because another ID in the same request was refused (all or nothing).
    case skipped
  }

  /// The snapshot ID as sent.
  public var id: String
  /// What happened.
  public var outcome: Outcome
  /// Why it was refused, for `refused`.
  public var refusal: AcceptRefusal.Kind?
  /// One line for people: "wrote Snapshots/…", or the refusal's message.
  public var message: String

  /// An acceptance from its parts.
  public init(id: String, outcome: Outcome, refusal: AcceptRefusal.Kind? = nil, message: String) {
    self.id = id
    self.outcome = outcome
    self.refusal = refusal
    self.message = message
  }

  /// True when the snapshot's baseline now is the run's actual (written, unchanged or kept).
  public var isAccepted: Bool { outcome != .refused && outcome != .skipped }

  /// This answer turned into `skipped`, with `reason`.
  func skipped(_ reason: String) -> SnapshotAcceptance {
    SnapshotAcceptance(id: id, outcome: .skipped, message: "\(id) not accepted: \(reason)")
  }
}
