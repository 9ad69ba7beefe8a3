import KagamiLayout
import KagamiText

/// Text cut short at an accessibility text size: a text node whose paragraph was truncated (its
/// line limit, or the height it was offered, ended it with an ellipsis) or whose lines are taller
/// than its frame (clipped, or drawn over what is below). Judged only on screens laid out at an
/// accessibility size (`ContentSizeCategory.isAccessibilityCategory`, AX1 to AX5): a title that
/// fits at the default size but is cut at AX5 loses its meaning for the people who need large text;
/// truncation at ordinary sizes is often a design choice.
struct TruncatedTextRule {
  let category: ContentSizeCategory

  func findings(in tree: LaidOutNode, elements: [AccessibilityElement]) -> [AuditFinding] {
    guard category.isAccessibilityCategory else { return [] }
    var findings: [AuditFinding] = []
    var stack: [LaidOutNode] = [tree]
    while let node = stack.popLast() {
      if node.paint.isHidden || node.paint.opacity == 0 { continue }
      stack.append(contentsOf: node.children.reversed())
      guard case .text(let run) = node.content, let paragraph = run.paragraph else { continue }
      let frameHeight = Int((node.frame.height * Double(paragraph.scale)).rounded(.up))
      let overflows = paragraph.pixelHeight > frameHeight
      guard paragraph.isTruncated || overflows else { continue }
      let element = elements.first { $0.frame == node.frame && $0.label == run.text }
      let lines = paragraph.lines.count == 1 ? "1 line" : "\(paragraph.lines.count) lines"
      let what =
        paragraph.isTruncated
        ? "truncated to \(lines) at \(category)"
        : "\(lines) \(AuditFinding.number(Double(paragraph.pixelHeight) / Double(paragraph.scale))) pt high in a "
          + "\(AuditFinding.number(node.frame.height)) pt frame at \(category)"
      findings.append(
        AuditFinding(
          rule: .truncatedText, order: element?.order ?? 0, id: node.id, label: run.text,
          frame: node.frame,
          measured: what + ": let it wrap (no line limit) or give it room"))
    }
    return findings
  }
}
