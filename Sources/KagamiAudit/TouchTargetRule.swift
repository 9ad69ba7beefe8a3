import KagamiLayout

/// Interactive elements (buttons, links, toggles, text fields) at least `minimum` points wide and
/// high. Exact: 43.9 fails a 44-point rule, 44 passes.
struct TouchTargetRule {
  let minimum: Double

  func findings(in elements: [AccessibilityElement]) -> [AuditFinding] {
    elements.filter { AccessibilityAudit.interactiveRoles.contains($0.role) }.compactMap { element in
      let frame = element.frame
      guard frame.width < minimum || frame.height < minimum else { return nil }
      let size = "\(AuditFinding.number(frame.width))x\(AuditFinding.number(frame.height))"
      let needed = AuditFinding.number(minimum)
      return AuditFinding(
        rule: .touchTarget, order: element.order, id: element.id, label: element.label, frame: frame,
        measured: "\(element.role.rawValue) \(size) pt, needs \(needed)x\(needed)")
    }
  }
}
