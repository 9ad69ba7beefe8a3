import Foundation
import KagamiResults

extension SnapshotReview {
  /// The accessibility audit of the last run (`kagami audit`): findings per rule, the findings
  /// de-duplicated across snapshots with their counts and where they appear, and what is new or fixed
  /// against the committed audit files as they are now. Exit status 1 when a rule that fails checks
  /// (`failingRules`, `kagami.json`'s `audit.fail`, or what a check failed on) has a new finding.
  public func audit(json: Bool, failingRules: Set<String> = [], snapshotsShown: Int = 3) -> CommandOutcome {
    do {
      let manifest = try store.runManifest()
      let runTargets = manifest.map { Set($0.targets.map(\.name)) }
      let records = try store.records().filter { runTargets?.contains($0.testTarget) ?? true }
      let configured = try Self.configuredFailingRules(root: packageRoot)
      for path in records.compactMap(\.audit?.file) where !Self.isBaselinePath(path) {
        throw CommandFailure("refusing to read \(path): an audit file must be inside Snapshots/")
      }
      let summary = AuditSummary(records: records, failingRules: failingRules.union(configured)) { path in
        (try? Data(contentsOf: packageRoot.appendingPathComponent(path))).map { String(decoding: $0, as: UTF8.self) }
      }
      guard summary.snapshots > 0 else {
        throw CommandFailure("the last run audited no snapshot (turn the audit on: assertPreviewSnapshots(audit:))")
      }
      let status: Int32 = summary.failing.isEmpty ? 0 : 1
      if json {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return CommandOutcome(
          standardOutput: String(decoding: try encoder.encode(summary), as: UTF8.self) + "\n", status: status)
      }
      return CommandOutcome(standardOutput: Self.text(summary, snapshotsShown: snapshotsShown), status: status)
    } catch {
      return .failure("kagami audit: \(error)")
    }
  }

  /// The summary in words: per rule, the de-duplicated findings, then the new, fixed and failing lines.
  static func text(_ summary: AuditSummary, snapshotsShown: Int) -> String {
    let total = summary.counts.values.reduce(0, +)
    let distinct = summary.distinct.values.reduce(0, +)
    var lines = ["\(summary.snapshots) audited snapshots: \(total) findings, \(distinct) distinct"]
    for rule in summary.counts.keys.sorted() {
      lines.append("  \(rule): \(summary.counts[rule] ?? 0) (\(summary.distinct[rule] ?? 0) distinct)")
    }
    if !summary.findings.isEmpty { lines.append("findings, most frequent first:") }
    for finding in summary.findings {
      let shown = finding.snapshots.prefix(snapshotsShown).joined(separator: ", ")
      let more = finding.snapshots.count > snapshotsShown ? ", +\(finding.snapshots.count - snapshotsShown) more" : ""
      let new = finding.new > 0 ? ", \(finding.new) new" : ""
      lines.append("  \(finding.count)× \(finding.identity)\(new)")
      lines.append("      in \(finding.snapshots.count) snapshot(s): \(shown)\(more)")
    }
    lines.append("new (not in the audit files): \(summary.new.count)")
    lines += summary.new.map { "  + \($0.snapshot): \($0.line)" }
    lines.append("fixed (in the audit files, no longer found): \(summary.fixed.count)")
    lines += summary.fixed.map { "  - \($0.snapshot): \($0.line)" }
    if !summary.failing.isEmpty {
      lines.append("failing (new findings of rules that fail checks): \(summary.failing.count)")
      lines += summary.failing.map { "  ! \($0.snapshot): \($0.line)" }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The rule names `kagami.json`'s `"audit": {"fail": […]}` makes fail (none without the file or key).
  static func configuredFailingRules(root: URL) throws -> Set<String> {
    let url = root.appendingPathComponent("kagami.json")
    guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw CommandFailure("\(url.path): not a JSON object")
    }
    guard let audit = object["audit"] else { return [] }
    guard let names = (audit as? [String: Any])?["fail"] as? [String] else {
      throw CommandFailure("\(url.path): 'audit.fail' must be an array of rule names")
    }
    return Set(names)
  }
}
