import KagamiResults

/// Findings compared with the committed audit file (the known findings): which are new, which
/// known ones are gone, which known ones are found with a changed line. Lines are compared whole, so
/// a finding whose measured value changed is one new finding and one fixed one, as a changed line
/// of a layout dump is; except touch targets, matched by identity (the rule and the node: a button
/// still too small at another size is the known finding, changed; `AuditFileComparison`).
public struct KnownFindings: Hashable, Sendable {
  /// Every finding now, in audit-file order.
  public let findings: [AuditFinding]
  /// Every finding's audit-file line (`AuditFinding.line`), in the same order.
  public let lines: [String]
  /// Findings whose line is not in the file (as many times as it is found more often than listed).
  public let new: [AuditFinding]
  /// Lines of the file no longer found, in file order.
  public let fixed: [String]
  /// Known findings found with a changed line (a touch target at another size).
  public let changed: [Change]

  /// A known finding found with a changed line.
  public struct Change: Hashable, Sendable {
    /// The audit file's line.
    public var known: String
    /// The finding now.
    public var now: AuditFinding
  }

  /// `findings` against the audit file's text (`known`; empty lines ignored).
  public init(findings: [AuditFinding], known: String) {
    let lines = findings.map(\.line)
    let comparison = AuditFileComparison(findings: lines, known: known)
    var newLines: [String: Int] = [:]
    for line in comparison.new { newLines[line, default: 0] += 1 }
    var changedLines: [String: [String]] = [:]
    for change in comparison.changed { changedLines[change.now, default: []].append(change.known) }
    var new: [AuditFinding] = []
    var changed: [Change] = []
    for (finding, line) in zip(findings, lines) {
      if let count = newLines[line], count > 0 {
        newLines[line] = count - 1
        new.append(finding)
      } else if var known = changedLines[line], !known.isEmpty {
        changed.append(Change(known: known.removeFirst(), now: finding))
        changedLines[line] = known
      }
    }
    self.findings = findings
    self.lines = lines
    self.new = new
    self.fixed = comparison.fixed
    self.changed = changed
  }

  /// The new findings of `rules`: what fails a check whose policy makes those rules fail.
  public func failing(_ rules: Set<AuditRule>) -> [AuditFinding] { new.filter { rules.contains($0.rule) } }

  /// True when the file no longer matches the findings.
  public var differs: Bool { !new.isEmpty || !fixed.isEmpty || !changed.isEmpty }

}
