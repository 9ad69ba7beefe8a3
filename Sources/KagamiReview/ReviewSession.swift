import Foundation
import KagamiFileSystem
import KagamiReport
import KagamiResults
import KagamiRunner

/// The review of one run: accepts through `SnapshotReview`, records rejections, and keeps the
/// decisions file. An actor, so that requests are handled one at a time: two accepts of the same
/// card never race (the second finds the baseline already written and writes nothing).
actor ReviewSession {
  /// The package whose baselines are reviewed.
  let packageRoot: URL
  /// The run's artifacts.
  let store: ArtifactStore
  private let review: SnapshotReview
  private var decisions: ReviewDecisions
  /// The run's records as the page last showed them: reread for each page (a reload shows a new
  /// run), reused by the state and decisions (reading 2,000 records takes a tenth of a second).
  private var records: [SnapshotResultRecord]
  /// The records decoded so far: a page load decodes only the records a new run rewrote.
  private let recordCache: RecordCache
  /// The last page rendered, and what it showed: a reload of an unchanged run is served as is.
  private var renderedPage: (key: PageKey, html: String)?

  /// What a review page shows: the records' generation, the deleted baselines and the run's commits.
  private struct PageKey: Equatable {
    var generation: Int
    var deleted: [String]
    var commit: String?
    var base: String?
  }

  /// A session over the run in `artifactsFolder`; fails (naming the folder) when it holds no records,
  /// or when its decisions file is corrupt.
  init(packageRoot: URL, artifactsFolder: URL) throws {
    self.packageRoot = packageRoot.standardizedFileURL
    store = ArtifactStore(folder: artifactsFolder)
    review = SnapshotReview(packageRoot: self.packageRoot, artifactsPath: store.folder.path)
    let cache = RecordCache()
    recordCache = cache
    records = try Self.records(in: store, cache: cache)
    let ids = Set(records.map(\.id))
    let file = store.folder.appendingPathComponent(ReviewDecisions.fileName)
    var loaded = ReviewDecisions()
    if let data = FileManager.default.contents(atPath: file.path) {
      loaded = try ReviewDecisions.decoded(from: data, file: file.path)
    }
    // Decisions about snapshots the run no longer has are dropped.
    loaded.decisions = loaded.decisions.filter { ids.contains($0.key) }
    decisions = loaded
  }

  /// The run's records, limited to the run manifest's targets when there is one (as `kagami report`).
  static func records(in store: ArtifactStore, cache: RecordCache? = nil) throws -> [SnapshotResultRecord] {
    let manifest = try store.runManifest()
    let targets = manifest.map { Set($0.targets.map(\.name)) }
    return try store.records(reusing: cache).filter { targets?.contains($0.testTarget) ?? true }
  }

  /// The review page, its links carrying `token`: rendered again only when the run changed (new or
  /// rewritten records, baselines deleted or restored, another commit); `kagami review` renders it
  /// once as it starts, so the first load does not wait for it either.
  func page(token: String) throws -> String {
    let input = try reportInput()
    let key = PageKey(
      generation: recordCache.generation, deleted: input.deleted, commit: input.commit, base: input.base)
    if let renderedPage, renderedPage.key == key { return renderedPage.html }
    let html = ReviewPage.render(input, token: token)
    renderedPage = (key, html)
    return html
  }

  /// What the report page shows.
  func reportInput() throws -> ReportInput {
    let manifest = try store.runManifest()
    records = try Self.records(in: store, cache: recordCache)
    let deleted = OrphanFinder.orphans(
      packageRoot: packageRoot, records: records, completeTargets: manifest?.completeTargets ?? [])
    return ReportInput(
      records: records, deleted: deleted, commit: manifest?.commit, base: manifest?.base,
      artifactsFolder: store.folder, packageRoot: packageRoot)
  }

  /// Accepts `ids` (all or nothing) and records them as accepted.
  /// Accepts every member of the change groups `groups` (as the page showed them), through the same
  /// all-or-nothing accept as `accept(_:)`; an unknown group ID accepts nothing (404).
  func accept(groups: [String]) -> (status: Int, reply: ReviewReply) {
    let all = FailureGroup.groups(of: records)
    var ids: [String] = []
    for wanted in groups {
      guard let group = all.first(where: { $0.id == wanted }) else {
        return (404, ReviewReply(state: state(), error: "no failure group '\(wanted)' in this run"))
      }
      ids += group.members.map(\.id).filter { !ids.contains($0) }
    }
    return accept(ids)
  }

  func accept(_ ids: [String]) -> (status: Int, reply: ReviewReply) {
    let answers = review.accept(ids: ids.map(Self.normalized)).map(ReviewReply.Answer.init)
    let status = ReviewReply.Answer.status(of: answers)
    if status == 200 {
      for answer in answers { decisions.decisions[answer.id] = .accepted }
      if let error = save() { return (500, ReviewReply(results: answers, state: state(), error: error)) }
    }
    return (status, ReviewReply(results: answers, state: state()))
  }

  /// Records `ids` as rejected (all or nothing); nothing is written to `Snapshots/`.
  func reject(_ ids: [String]) -> (status: Int, reply: ReviewReply) {
    decide(ids) { id in
      if decisions.decisions[id] == .accepted {
        return ("refused", "accepted", "\(id) was accepted and its baseline written; restore it with git first")
      }
      return ("rejected", nil, "rejected \(id)")
    } apply: { id in
      decisions.decisions[id] = .rejected
    }
  }

  /// Removes the rejections of `ids` (all or nothing). An accept wrote a baseline and is not undone
  /// here (409): version control restores baselines.
  func undo(_ ids: [String]) -> (status: Int, reply: ReviewReply) {
    decide(ids) { id in
      switch decisions.decisions[id] {
      case .accepted:
        return ("refused", "accepted", "\(id) was accepted and its baseline written; restore it with git")
      case .rejected: return ("undone", nil, "undid the rejection of \(id)")
      case nil: return ("undecided", nil, "\(id) had no decision")
      }
    } apply: { id in
      decisions.decisions[id] = nil
    }
  }

  /// The test targets the page's records name (the only ones a re-run may be asked for).
  func testTargets() -> Set<String> { Set(records.map(\.testTarget)) }

  /// Decisions and counts.
  func state() -> ReviewReply.State {
    var counts = ["failed": 0, "changed": 0, "new": 0, "reviewable": 0, "accepted": 0, "rejected": 0, "undecided": 0]
    for record in records where Self.isReviewable(record) {
      counts[record.status.rawValue, default: 0] += 1
      counts["reviewable", default: 0] += 1
      switch decisions.decisions[record.id] {
      case .accepted: counts["accepted", default: 0] += 1
      case .rejected: counts["rejected", default: 0] += 1
      case nil: counts["undecided", default: 0] += 1
      }
    }
    return ReviewReply.State(decisions: decisions.decisions.mapValues(\.rawValue), counts: counts)
  }

  /// Checks every ID (contained path, known, reviewable), asks `answer` for each, and applies and
  /// saves only when none was refused.
  private func decide(
    _ ids: [String], answer: (String) -> (outcome: String, refusal: String?, message: String),
    apply: (String) -> Void
  ) -> (status: Int, reply: ReviewReply) {
    let byID = Dictionary(records.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var answers: [ReviewReply.Answer] = []
    for sent in ids {
      let id = Self.normalized(sent)
      do {
        _ = try ContainedPath(id)
      } catch {
        answers.append(.init(id: sent, outcome: "refused", refusal: "invalidPath", message: "snapshot ID \(error)"))
        continue
      }
      guard let record = byID[id] else {
        answers.append(
          .init(
            id: sent, outcome: "refused", refusal: "unknownSnapshot", message: "no snapshot '\(sent)' in the last run"))
        continue
      }
      guard Self.isReviewable(record) else {
        answers.append(
          .init(id: sent, outcome: "refused", refusal: "nothingToAccept", message: "\(id) passed: nothing to decide"))
        continue
      }
      let (outcome, refusal, message) = answer(id)
      answers.append(.init(id: id, outcome: outcome, refusal: refusal, message: message))
    }
    var status = ReviewReply.Answer.status(of: answers)
    guard status == 200 else {
      let skipped = answers.map {
        $0.outcome == "refused" ? $0 : .init(id: $0.id, outcome: "skipped", message: "another ID was refused")
      }
      return (status, ReviewReply(results: skipped, state: state()))
    }
    let before = decisions
    for answer in answers { apply(answer.id) }
    var error: String?
    if decisions != before, let failure = save() {
      decisions = before
      status = 500
      error = failure
    }
    return (status, ReviewReply(results: answers, state: state(), error: error))
  }

  /// Writes the decisions file atomically; returns the error's text when it could not.
  private func save() -> String? {
    do {
      try AtomicFile.write(
        decisions.encoded(), to: store.folder.appendingPathComponent(ReviewDecisions.fileName), createFolder: false)
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// A failed, changed or new snapshot: one with a decision to make.
  static func isReviewable(_ record: SnapshotResultRecord) -> Bool { record.status != .passed }

  /// The ID without a leading `Snapshots/`.
  static func normalized(_ id: String) -> String {
    id.hasPrefix("Snapshots/") ? String(id.dropFirst("Snapshots/".count)) : id
  }
}
