import Foundation
import KagamiFileSystem
import KagamiResults

extension SnapshotReview {
  /// Accepts the snapshots named by `ids` (the browser review's Accept buttons) and answers for each
  /// one. It works like `accept(ids:allFailed:)` — every ID is checked and every baseline prepared
  /// before anything is written (paths contained, artifacts present and not stale, the image
  /// re-encoded with its hash and fingerprint), then the batch is written atomically with roll-back —
  /// so when any ID is refused, nothing is written and the others answer `skipped`. A baseline that
  /// already holds the new bytes is not written again (`unchanged`); a new or re-recorded snapshot's
  /// baseline, written by the run itself, is `kept`. Callers that may accept the same ID concurrently
  /// must serialize the calls (`kagami review` does).
  public func accept(ids: [String]) -> [SnapshotAcceptance] {
    let records: [SnapshotResultRecord]
    do {
      records = try store.records()
    } catch {
      return ids.map { SnapshotAcceptance(id: $0, outcome: .refused, refusal: .missingArtifact, message: "\(error)") }
    }
    let byID = Dictionary(records.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var answers: [SnapshotAcceptance] = []
    var writes: [(index: Int, file: String, data: Data)] = []
    var auditWrites: [(file: String, data: Data)] = []
    for id in ids {
      do {
        let (answer, data) = try prepare(id, records: byID)
        if let data { writes.append((answers.count, answer.message, data)) }
        if answer.outcome == .written || answer.outcome == .unchanged,
          let record = byID[id.hasPrefix("Snapshots/") ? String(id.dropFirst("Snapshots/".count)) : id],
          let audit = try auditFileData(for: record)
        {
          auditWrites.append(audit)
        }
        answers.append(answer)
      } catch let refusal as AcceptRefusal {
        answers.append(SnapshotAcceptance(id: id, outcome: .refused, refusal: refusal.kind, message: refusal.message))
      } catch {
        answers.append(SnapshotAcceptance(id: id, outcome: .refused, refusal: .missingArtifact, message: "\(error)"))
      }
    }
    if answers.contains(where: { $0.outcome == .refused }) {
      return answers.map { $0.outcome == .refused ? $0 : $0.skipped("another ID in the request was refused") }
    }
    do {
      // The suites' indexes go in the same all-or-nothing batch as the files they describe.
      let indexed = try BaselineIndexUpdate.accepting(writes.map { ($0.file, $0.data) }, packageRoot: packageRoot)
      try BaselineBatch(root: packageRoot, write: writeFile).write(indexed.files + indexed.indexes + auditWrites)
    } catch {
      return answers.map {
        SnapshotAcceptance(id: $0.id, outcome: .refused, refusal: .unwritable, message: "\(error)")
      }
    }
    for write in writes {
      answers[write.index] = SnapshotAcceptance(id: ids[write.index], outcome: .written, message: "wrote \(write.file)")
    }
    return answers
  }

  /// The answer for one ID, and the bytes to write when the baseline must change (the answer's
  /// message then holds the baseline's path until the batch is written).
  private func prepare(_ id: String, records: [String: SnapshotResultRecord]) throws -> (SnapshotAcceptance, Data?) {
    let wanted = id.hasPrefix("Snapshots/") ? String(id.dropFirst("Snapshots/".count)) : id
    do {
      _ = try ContainedPath(wanted)
    } catch {
      throw AcceptRefusal(.invalidPath, "snapshot ID \(error)")
    }
    guard let record = records[wanted] else {
      throw AcceptRefusal(.unknownSnapshot, "no snapshot '\(id)' in the last run")
    }
    switch record.status {
    case .passed:
      throw AcceptRefusal(.nothingToAccept, "\(record.id) passed: there is nothing to accept")
    case .new, .changed:
      try checkContainment(record)
      let message = "kept \(record.file) (recorded by the run as \(record.status.rawValue))"
      return (SnapshotAcceptance(id: id, outcome: .kept, message: message), nil)
    case .failed:
      let data = try baselineData(for: record)
      if FileManager.default.contents(atPath: packageRoot.appendingPathComponent(record.file).path) == data {
        let message = "\(record.file) already holds this baseline"
        return (SnapshotAcceptance(id: id, outcome: .unchanged, message: message), nil)
      }
      return (SnapshotAcceptance(id: id, outcome: .written, message: record.file), data)
    }
  }

  /// The audit file an accepted image check gets: its findings now (`AuditRecord.findings`, one
  /// line each, as the check writes the file), so the known findings follow the accepted screen;
  /// nil when the check was not audited or the file already holds them. Refused when the file is
  /// not a contained path below `Snapshots/`.
  func auditFileData(for record: SnapshotResultRecord) throws -> (file: String, data: Data)? {
    guard record.format == "image", let audit = record.audit else { return nil }
    do {
      let file = try ContainedPath(audit.file)
      guard file.segments.count > 1, file.segments[0] == "Snapshots" else {
        throw AcceptRefusal(.invalidPath, "\(record.id): the audit file '\(audit.file)' is not below Snapshots/")
      }
      let data = Data((audit.findings.isEmpty ? "" : audit.findings.joined(separator: "\n") + "\n").utf8)
      let url = try file.resolved(in: packageRoot)
      return FileManager.default.contents(atPath: url.path) == data ? nil : (audit.file, data)
    } catch let refusal as ContainedPath.Refusal {
      throw AcceptRefusal(.invalidPath, "\(record.id): \(refusal)")
    }
  }

  /// Refuses a record whose baseline is not a contained path below `Snapshots/`, or whose artifacts
  /// lead outside the artifacts folder (a hand-edited or hostile record).
  func checkContainment(_ record: SnapshotResultRecord) throws {
    do {
      let file = try ContainedPath(record.file)
      guard file.segments.count > 1, file.segments[0] == "Snapshots" else {
        throw AcceptRefusal(.invalidPath, "\(record.id): the baseline '\(record.file)' is not below Snapshots/")
      }
      _ = try file.resolved(in: packageRoot)
      for artifact in record.artifacts { _ = try ContainedPath(artifact).resolved(in: store.folder) }
    } catch let refusal as ContainedPath.Refusal {
      throw AcceptRefusal(.invalidPath, "\(record.id): \(refusal)")
    }
  }
}
