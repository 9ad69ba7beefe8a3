/// Findings compared with the committed audit file (the known findings): which are new, which
/// known ones are gone. Lines are compared whole, so a finding whose measured value changed is one
/// new finding and one fixed one, as a changed line of a layout dump is.
public struct KnownFindings: Hashable, Sendable {
  /// Every finding now, in audit-file order.
  public let findings: [AuditFinding]
  /// Findings whose line is not in the file (as many times as it is found more often than listed).
  public let new: [AuditFinding]
  /// Lines of the file no longer found, in file order.
  public let fixed: [String]

  /// `findings` against the audit file's text (`known`; empty lines ignored).
  public init(findings: [AuditFinding], known: String) {
    var remaining: [String: Int] = [:]
    let knownLines = known.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    for line in knownLines { remaining[line, default: 0] += 1 }
    var new: [AuditFinding] = []
    for finding in findings {
      let line = finding.line
      if let count = remaining[line], count > 0 {
        remaining[line] = count - 1
      } else {
        new.append(finding)
      }
    }
    var fixed: [String] = []
    for line in knownLines {
      if let count = remaining[line], count > 0 {
        fixed.append(line)
        remaining[line] = count - 1
      }
    }
    self.findings = findings
    self.new = new
    self.fixed = fixed
  }

  /// The new findings of `rules`: what fails a check whose policy makes those rules fail.
  public func failing(_ rules: Set<AuditRule>) -> [AuditFinding] { new.filter { rules.contains($0.rule) } }

  /// True when the file no longer matches the findings.
  public var differs: Bool { !new.isEmpty || !fixed.isEmpty }
}
