// KagamiReport: the static review report of a snapshot run (HTML that opens from the file system,
// and a Markdown summary for pull requests), built from the result records in the artifacts folder.
// Design rules: output depends only on the records (sorted), never on the clock or the machine; all
// text is escaped; images are referenced by relative paths and loaded lazily, so a report of
// thousands of snapshots opens fast.
import Foundation
import KagamiResults

/// Everything a report shows.
public struct ReportInput: Sendable {
  /// The run's result records.
  public var records: [SnapshotResultRecord]
  /// Baselines no test produced any more (from complete runs), relative to the package root.
  public var deleted: [String]
  /// The commit tested, and the base of a `--changed` run.
  public var commit: String?
  public var base: String?
  /// The artifacts folder (artifact paths in records are relative to it).
  public var artifactsFolder: URL
  /// The package root (baseline paths in records are relative to it).
  public var packageRoot: URL
  /// The records' baselines (paths relative to the package root) that are hash-only: no PNG to show.
  public var hashOnlyFiles: Set<String>

  /// An input from its parts; `hashOnlyFiles` nil reads them from the records' suites' indexes.
  public init(
    records: [SnapshotResultRecord], deleted: [String] = [], commit: String? = nil, base: String? = nil,
    artifactsFolder: URL, packageRoot: URL, hashOnlyFiles: Set<String>? = nil
  ) {
    self.records = records
    self.deleted = deleted
    self.commit = commit
    self.base = base
    self.artifactsFolder = artifactsFolder
    self.packageRoot = packageRoot
    self.hashOnlyFiles = hashOnlyFiles ?? Self.hashOnlyFiles(of: records, packageRoot: packageRoot)
  }

  /// The image baselines of `records` that their suites' indexes list as hash-only (an index that
  /// cannot be read lists none).
  public static func hashOnlyFiles(of records: [SnapshotResultRecord], packageRoot: URL) -> Set<String> {
    var files: Set<String> = []
    let folders = Set(records.filter { $0.format == "image" }.map { ($0.file as NSString).deletingLastPathComponent })
    for folder in folders {
      guard
        let index = try? BaselineIndex.read(folder: packageRoot.appendingPathComponent(folder), checkingFiles: false)
      else { continue }
      for entry in index.sortedEntries where entry.storage == .hashOnly { files.insert(folder + "/" + entry.file) }
    }
    return files
  }

  /// Counts by status, plus deleted baselines.
  public var counts: [String: Int] {
    var counts = Dictionary(uniqueKeysWithValues: SnapshotStatus.allCases.map { ($0.rawValue, 0) })
    for record in records { counts[record.status.rawValue, default: 0] += 1 }
    counts["deleted"] = deleted.count
    counts["tolerated"] = tolerated.count
    return counts
  }

  /// The renderer's fingerprint (the first record's; they agree within a run).
  public var fingerprint: String? {
    records.lazy.compactMap(\.fingerprint).first?.summary
  }

  /// A sentence on the failures whose baselines were drawn in another environment, in a part that
  /// could have changed their pixels (a font's hash, FreeType, …), with those parts; nil when none were.
  public var environmentNote: String? {
    var parts: [String] = []
    var count = 0
    for record in records where record.status == .failed {
      guard let current = record.fingerprint, let baseline = record.baselineFingerprint else { continue }
      let changes = current.environmentChanges(since: baseline)
      guard !changes.isEmpty else { continue }
      count += 1
      for change in changes where !parts.contains(change) { parts.append(change) }
    }
    guard count > 0 else { return nil }
    return
      "\(count) failure(s) were drawn in another environment than their baselines (\(parts.joined(separator: "; "))): "
      + "if nothing else changed, re-record them on this environment."
  }

  /// Passes that only a test's tolerance allowed (pixels changed): their own group, in record order.
  public var tolerated: [SnapshotResultRecord] { records.filter(\.passedWithinTolerance) }

  /// The failures that changed the same way as at least one other (one change, one decision), the
  /// largest group first.
  public var changeGroups: [FailureGroup] {
    FailureGroup.sharedChanges(of: records)
  }

  /// "Unmapped SF Symbols (drawn as labelled placeholders): a, b", every name any record lists,
  /// sorted; nil when no snapshot drew one.
  public var unmappedSymbolsNote: String? {
    let names = Set(records.flatMap { $0.unmappedSymbols ?? [] }).sorted()
    guard !names.isEmpty else { return nil }
    return "Unmapped SF Symbols (drawn as labelled placeholders): " + names.joined(separator: ", ")
  }

  /// Records grouped by test target, targets sorted; inside, changed, new and failed first. Passes
  /// within a tolerance and failures in `changeGroups` are not repeated here.
  public var groups: [(target: String, records: [SnapshotResultRecord])] {
    groups(excluding: Set(changeGroups.flatMap { $0.members.map(\.id) }))
  }

  /// `groups` without the failed records whose ids are in `grouped`.
  public func groups(excluding grouped: Set<String>) -> [(target: String, records: [SnapshotResultRecord])] {
    let order: [SnapshotStatus: Int] = [.failed: 0, .changed: 1, .new: 2, .passed: 3]
    let grouped = records.filter { !$0.passedWithinTolerance && !($0.status == .failed && grouped.contains($0.id)) }
    let targets = Array(Set(grouped.map(\.testTarget))).sorted()
    return targets.map { target in
      let members = grouped.filter { $0.testTarget == target }.enumerated().sorted {
        (order[$0.element.status]!, $0.offset) < (order[$1.element.status]!, $1.offset)
      }.map(\.element)
      return (target, members)
    }
  }
}
