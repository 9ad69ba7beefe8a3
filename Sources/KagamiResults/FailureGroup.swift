import KagamiDiff
import KagamiDigest

/// Failed snapshots that changed the same way (equal `ChangeCause` keys): one decision for all of
/// them. A failure without a cause (no baseline, a corrupt one, a size change) is a group of its own.
public struct FailureGroup: Equatable, Sendable {
  /// The group's identifier (`kagami accept --group ID`): the cause's id, or, for a failure without
  /// a cause, `snapshot-` and a digest of its id.
  public var id: String
  /// The shared cause; nil for a lone failure without one.
  public var cause: ChangeCause?
  /// The failed records, ordered by snapshot id.
  public var members: [SnapshotResultRecord]

  /// The member that shows the group: its first image, else its first member.
  public var representative: SnapshotResultRecord { members.first { $0.format == "image" } ?? members[0] }

  /// "colour #ff8c1a → #e8730c in 322 images and 163 layout dumps, 8 targets".
  public var title: String {
    var kinds: [String] = []
    for (format, noun) in [("image", "image"), ("layout", "layout dump"), ("accessibility", "accessibility dump")] {
      let count = members.filter { $0.format == format }.count
      if count > 0 { kinds.append("\(count) \(noun)\(count == 1 ? "" : "s")") }
    }
    let targets = Set(members.map(\.testTarget)).count
    let what = cause?.summary ?? members.first?.message?.split(separator: "\n").first.map(String.init) ?? "failed"
    let counts = kinds.count > 1 ? kinds.dropLast().joined(separator: ", ") + " and " + kinds.last! : kinds.first ?? ""
    return "\(what) in \(counts), \(targets) target\(targets == 1 ? "" : "s")"
  }

  /// The groups that two or more failures share by cause: the changes the report, the review page
  /// and JUnit name (a lone failure or one without a cause stays a card of its own).
  public static func sharedChanges(of records: [SnapshotResultRecord]) -> [FailureGroup] {
    groups(of: records).filter { $0.cause != nil && $0.members.count > 1 }
  }

  /// The failed records of `records` in groups, the largest first (then by id).
  ///
  /// Two different causes whose 12-digit ids collide both get their full 64-digit digest, so no id
  /// ever names two groups.
  public static func groups(of records: [SnapshotResultRecord]) -> [FailureGroup] {
    var byKey: [String: [SnapshotResultRecord]] = [:]
    var causes: [String: ChangeCause] = [:]
    var lone: [FailureGroup] = []
    for record in records where record.status == .failed {
      guard let cause = record.cause else {
        let digest = SHA256Digest(of: Array(record.id.utf8)).hex(prefix: 6)
        lone.append(FailureGroup(id: "snapshot-\(digest)", cause: nil, members: [record]))
        continue
      }
      byKey[cause.key, default: []].append(record)
      causes[cause.key] = causes[cause.key] ?? cause
    }
    var shared = byKey.map { key, members in
      FailureGroup(id: causes[key]!.id, cause: causes[key], members: members.sorted { $0.id < $1.id })
    }
    let idCounts = Dictionary(grouping: shared.map(\.id)) { $0 }.mapValues(\.count)
    for index in shared.indices where idCounts[shared[index].id]! > 1 {
      shared[index].id = SHA256Digest(of: Array(shared[index].cause!.key.utf8)).hex()
    }
    return (shared + lone).sorted { ($1.members.count, $0.id) < ($0.members.count, $1.id) }
  }
}
