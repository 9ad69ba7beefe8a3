import KagamiRunner

/// The JSON body of every API answer: the per-ID results (for accept, reject and undo), the review's
/// state after the request, and an error for a request refused as a whole.
public struct ReviewReply: Codable, Equatable, Sendable {
  /// What happened to one ID.
  public struct Answer: Codable, Equatable, Sendable {
    /// The ID as sent.
    public var id: String
    /// `written`, `unchanged`, `kept` (accept); `rejected` (reject); `undone`, `undecided` (undo);
    /// `refused` or `skipped` (any).
    public var outcome: String
    /// Why it was refused: an `AcceptRefusal.Kind` raw value, or `accepted` for an undo of an accept.
    public var refusal: String?
    /// One line for people.
    public var message: String
  }

  /// Decisions and counts.
  public struct State: Codable, Equatable, Sendable {
    /// Snapshot ID → `accepted` or `rejected`.
    public var decisions: [String: String]
    /// `failed`, `changed`, `new` (reviewable cards by status), `reviewable`, `accepted`, `rejected`,
    /// `undecided`.
    public var counts: [String: Int]
  }

  /// Per-ID results, in request order.
  public var results: [Answer]?
  /// The state after the request.
  public var state: State?
  /// Why the whole request was refused.
  public var error: String?

  /// A reply from its parts.
  public init(results: [Answer]? = nil, state: State? = nil, error: String? = nil) {
    self.results = results
    self.state = state
    self.error = error
  }
}

extension ReviewReply.Answer {
  /// The answer for one acceptance.
  init(_ acceptance: SnapshotAcceptance) {
    self.init(
      id: acceptance.id, outcome: acceptance.outcome.rawValue, refusal: acceptance.refusal?.rawValue,
      message: acceptance.message)
  }

  /// HTTP status for a set of answers: 200 when none was refused, else the status of the first
  /// refusal kind by precedence (a bad path before an unknown ID before a stale artifact).
  static func status(of answers: [ReviewReply.Answer]) -> Int {
    let refusals = Set(answers.compactMap(\.refusal))
    let precedence: [(AcceptRefusal.Kind, Int)] = [
      (.invalidPath, 400), (.unknownSnapshot, 404), (.nothingToAccept, 400), (.staleArtifact, 409),
      (.missingArtifact, 409), (.unwritable, 500),
    ]
    for (kind, status) in precedence where refusals.contains(kind.rawValue) { return status }
    return refusals.isEmpty ? 200 : 409
  }
}
