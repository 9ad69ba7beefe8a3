import Foundation
import KagamiLayout

/// Interactive elements of one screen that read the same label: VoiceOver users cannot tell them
/// apart. Every element after the first with a label is a finding, naming the first.
enum DuplicateLabelRule {
  static func findings(in elements: [AccessibilityElement]) -> [AuditFinding] {
    var first: [String: AccessibilityElement] = [:]
    var findings: [AuditFinding] = []
    for element in elements where AccessibilityAudit.interactiveRoles.contains(element.role) {
      let key = element.label.trimmingCharacters(in: .whitespaces).lowercased()
      guard !key.isEmpty else { continue }
      if let earlier = first[key] {
        findings.append(
          AuditFinding(
            rule: .duplicateLabel, order: element.order, id: element.id, label: element.label, frame: element.frame,
            measured: "same label as element \(earlier.order)"))
      } else {
        first[key] = element
      }
    }
    return findings
  }
}
