import KagamiLayout

/// Reading order that jumps backwards: an element read right after one it lies wholly above, in the
/// same column (their frames overlap horizontally). Side-by-side elements never count.
enum ReadingOrderRule {
  static func findings(in elements: [AccessibilityElement]) -> [AuditFinding] {
    zip(elements, elements.dropFirst()).compactMap { previous, element in
      let a = previous.frame
      let b = element.frame
      let overlap = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
      guard overlap > 0, b.y + b.height <= a.y else { return nil }
      return AuditFinding(
        rule: .readingOrder, order: element.order, id: element.id, label: element.label, frame: b,
        measured: "read after element \(previous.order), which is below it (y \(AuditFinding.number(a.y)))")
    }
  }
}
