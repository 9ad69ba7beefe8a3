import Foundation

/// The accessibility audit of a whole run: how many findings each rule has, the findings
/// de-duplicated across snapshots (the same finding on a shared component is one entry with its
/// count and the snapshots it appears in, `AuditFindingLine.identity`), and what is new or fixed
/// against the committed audit files, the known findings.
public struct AuditSummary: Codable, Hashable, Sendable {
  /// One finding as it recurs across the run's snapshots.
  public struct Finding: Codable, Hashable, Sendable {
    /// The finding's identity (rule, node, measured value without a position).
    public var identity: String
    /// The rule's name.
    public var rule: String
    /// The first audit-file line of it, as an example.
    public var example: String
    /// How many times it was found (in every snapshot and variant).
    public var count: Int
    /// How many of those are not in their snapshot's known findings.
    public var new: Int
    /// The ids of the snapshots it appears in, sorted.
    public var snapshots: [String]
  }

  /// One line of one snapshot's audit: a new finding, or a known one no longer found.
  public struct Line: Codable, Hashable, Sendable {
    /// The snapshot's id (its baseline below `Snapshots/`).
    public var snapshot: String
    /// The audit-file line.
    public var line: String
  }

  /// How many audited snapshots the run has.
  public var snapshots: Int
  /// Every finding counted once per occurrence, by rule name.
  public var counts: [String: Int]
  /// Distinct findings (identities) by rule name.
  public var distinct: [String: Int]
  /// The de-duplicated findings, most frequent first (then by identity).
  public var findings: [Finding]
  /// Findings not in their snapshot's audit file.
  public var new: [Line]
  /// Lines of audit files no longer found.
  public var fixed: [Line]
  /// New findings of rules that fail checks: `failingRules`, and what checks failed on.
  public var failing: [Line]

  /// The summary of `records`' audits. New and fixed lines are judged against each audit file as
  /// `knownFindings` reads it now (nil: no file; the run's own verdict is used), so a file accepted
  /// since the run counts; new findings of `failingRules` (and lines the run failed on) fail.
  public init(
    records: [SnapshotResultRecord], failingRules: Set<String> = [], knownFindings: (String) -> String? = { _ in nil }
  ) {
    let audited = records.filter { $0.audit != nil }.sorted { $0.id < $1.id }
    var counts: [String: Int] = [:]
    var byIdentity: [String: Finding] = [:]
    var new: [Line] = []
    var fixed: [Line] = []
    var failing: [Line] = []
    for record in audited {
      guard let audit = record.audit else { continue }
      let comparison = knownFindings(audit.file).map { Self.compare(audit.findings, known: $0) }
      let newLines = comparison?.new ?? audit.new
      let fixedLines = comparison?.fixed ?? audit.fixed
      var unmatchedNew: [String: Int] = [:]
      for line in newLines { unmatchedNew[line, default: 0] += 1 }
      for line in audit.findings {
        let parsed = AuditFindingLine(line)
        let rule = parsed?.rule ?? String(line.prefix { $0 != " " })
        let identity = parsed?.identity ?? line
        counts[rule, default: 0] += 1
        var finding =
          byIdentity[identity]
          ?? Finding(identity: identity, rule: rule, example: line, count: 0, new: 0, snapshots: [])
        finding.count += 1
        if let remaining = unmatchedNew[line], remaining > 0 {
          unmatchedNew[line] = remaining - 1
          finding.new += 1
          new.append(Line(snapshot: record.id, line: line))
          if failingRules.contains(rule) { failing.append(Line(snapshot: record.id, line: line)) }
        }
        if finding.snapshots.last != record.id { finding.snapshots.append(record.id) }
        byIdentity[identity] = finding
      }
      fixed += fixedLines.map { Line(snapshot: record.id, line: $0) }
      for line in audit.failing where !failing.contains(Line(snapshot: record.id, line: line)) {
        failing.append(Line(snapshot: record.id, line: line))
      }
    }
    var distinct: [String: Int] = [:]
    for finding in byIdentity.values { distinct[finding.rule, default: 0] += 1 }
    snapshots = audited.count
    self.counts = counts
    self.distinct = distinct
    findings = byIdentity.values.sorted { ($1.count, $0.identity) < ($0.count, $1.identity) }
    self.new = new
    self.fixed = fixed
    self.failing = failing
  }

  /// `findings` against an audit file's text (`AuditFileComparison`: lines matched whole, touch
  /// targets by identity; empty lines ignored): the lines not in the file, and the file's lines no
  /// longer found, in file order.
  public static func compare(_ findings: [String], known: String) -> (new: [String], fixed: [String]) {
    let comparison = AuditFileComparison(findings: findings, known: known)
    return (comparison.new, comparison.fixed)
  }
}
