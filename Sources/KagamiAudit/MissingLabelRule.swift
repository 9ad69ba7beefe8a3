import Foundation
import KagamiLayout

/// Nothing to read: an interactive element whose label is empty (an icon-only button), and an image
/// or icon that is neither labelled, hidden from accessibility, nor inside an element that reads for
/// it. (Decorative images say so with `.accessibilityHidden(true)`.)
enum MissingLabelRule {
  static func findings(in tree: LaidOutNode, elements: [AccessibilityElement]) -> [AuditFinding] {
    var findings = elements.filter {
      AccessibilityAudit.interactiveRoles.contains($0.role)
        && $0.label.trimmingCharacters(in: .whitespaces).isEmpty
    }.map { element in
      AuditFinding(
        rule: .missingLabel, order: element.order, id: element.id, label: "", frame: element.frame,
        measured: "\(element.role.rawValue) with nothing to read: give it .accessibilityLabel(…)")
    }
    var stack: [LaidOutNode] = [tree]
    while let node = stack.popLast() {
      if node.paint.isHidden || node.paint.opacity == 0 || node.accessibility.isHidden { continue }
      // A labelled node, or a container with a role, reads for everything inside it.
      if node.accessibility.label != nil || node.accessibility.role != nil { continue }
      if let name = imageName(node.content) {
        findings.append(
          AuditFinding(
            rule: .missingLabel, order: 0, id: node.id, label: "", frame: node.frame,
            measured: "image \(name) is not read: label it, or hide it if it is decorative"))
        continue
      }
      stack.append(contentsOf: node.children.reversed())
    }
    return findings
  }

  /// What the image is, for the message; nil when `content` is not an image.
  private static func imageName(_ content: NodeContent?) -> String? {
    switch content {
    case .image: return "(bitmap)"
    case .vector(let drawing):
      guard let name = drawing.name else { return nil }
      return AuditFinding.quoted(name)
    default: return nil
    }
  }
}
