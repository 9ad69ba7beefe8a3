import KagamiLayout

/// Runs the audit rules over a laid-out screen.
public enum AccessibilityAudit {
  /// Every finding of `options.rules` in `tree`, ordered by reading order, then rule.
  public static func findings(in tree: LaidOutNode, options: AuditOptions = .default) -> [AuditFinding] {
    let elements = tree.accessibilityElements()
    var findings: [AuditFinding] = []
    if options.rules.contains(.touchTarget) {
      findings += TouchTargetRule(minimum: options.minimumTarget).findings(in: elements)
    }
    if options.rules.contains(.missingLabel) { findings += MissingLabelRule.findings(in: tree, elements: elements) }
    if options.rules.contains(.duplicateLabel) { findings += DuplicateLabelRule.findings(in: elements) }
    if options.rules.contains(.readingOrder) { findings += ReadingOrderRule.findings(in: elements) }
    return findings.enumerated().sorted {
      ($0.element.order, $0.element.rule.rawValue, $0.offset) < ($1.element.order, $1.element.rule.rawValue, $1.offset)
    }.map(\.element)
  }

  /// The audit file: one line per finding (`AuditFinding.line`), "" for none; diffed like a dump.
  public static func dump(_ findings: [AuditFinding]) -> String {
    findings.isEmpty ? "" : findings.map(\.line).joined(separator: "\n") + "\n"
  }

  /// The roles a person acts on (touch targets, labels that must tell them apart).
  static let interactiveRoles: Set<AccessibilityRole> = [.button, .link, .toggle, .textField]
}
