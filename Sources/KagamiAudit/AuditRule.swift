// KagamiAudit: every snapshot as an accessibility audit, judged from the laid-out tree (and, for
// contrast, the painted pixels) — never estimated. Design rules: rules are pure functions of the tree
// and their options, so a finding is the same on every machine; findings name the rule, the node and
// the measured value; the audit never changes a pixel of a snapshot.

/// What a finding is about.
public enum AuditRule: String, CaseIterable, Codable, Hashable, Sendable {
  /// An interactive element smaller than the minimum touch target.
  case touchTarget = "touch-target"
  /// An image, or an interactive element, that VoiceOver has nothing to read for.
  case missingLabel = "missing-label"
  /// Two interactive elements of one screen read the same label.
  case duplicateLabel = "duplicate-label"
  /// An element read after one below it in the same column.
  case readingOrder = "reading-order"
  /// Text whose contrast with the pixels painted under it is below WCAG's minimum.
  case contrast
  /// An icon, or a control's drawing (a switch's track, a field's border), whose contrast with the
  /// pixels painted under it is below WCAG 1.4.11's 3:1.
  case nonTextContrast = "non-text-contrast"
  /// Text truncated, or taller than its frame, on a screen laid out at an accessibility text size.
  case truncatedText = "truncated-text"
}
