import KagamiLayout
import KagamiRenderer
import KagamiText

/// Runs the audit rules over a laid-out screen.
public enum AccessibilityAudit {
  /// Every finding of `options.rules` on a rendered screen: the tree's rules, and contrast over
  /// the pixels under its text, icons and controls: those the screen's own paint kept
  /// (`Screenshot.textBackdrops` and `graphicBackdrops`, with `ScreenRenderer.capturesTextBackdrops`
  /// on), else `renderer` paints the screen once more to read them
  /// (`ScreenRenderer.backdrops(of:traits:)`; the screen's own pixels are not touched). A
  /// screenshot of pixels alone (no tree) has no findings.
  public static func findings(
    in screen: Screenshot, renderer: ScreenRenderer, options: AuditOptions = .default
  ) throws -> [AuditFinding] {
    guard let tree = screen.tree, let traits = screen.traits else { return [] }
    var text: [TextBackdrop] = []
    var graphics: [GraphicBackdrop] = []
    if !options.rules.isDisjoint(with: [.contrast, .nonTextContrast]) {
      if let kept = screen.textBackdrops, let keptGraphics = screen.graphicBackdrops {
        (text, graphics) = (kept, keptGraphics)
      } else {
        (text, graphics) = try renderer.backdrops(of: tree, traits: traits)
      }
    }
    return findings(
      in: tree, backdrops: text, graphics: graphics, contentSize: traits.contentSizeCategory, options: options)
  }

  /// Every finding of `options.rules` in `tree`, ordered by reading order, then rule; text contrast
  /// is judged over `backdrops`, non-text contrast over `graphics` (none: no such findings),
  /// truncated text when `contentSize`, the text size the tree was laid out at, is an accessibility
  /// size.
  public static func findings(
    in tree: LaidOutNode, backdrops: [TextBackdrop] = [], graphics: [GraphicBackdrop] = [],
    contentSize: ContentSizeCategory = .large, options: AuditOptions = .default
  ) -> [AuditFinding] {
    let elements = tree.accessibilityElements()
    var findings: [AuditFinding] = []
    if options.rules.contains(.touchTarget) {
      findings += TouchTargetRule(minimum: options.minimumTarget).findings(in: elements)
    }
    if options.rules.contains(.missingLabel) { findings += MissingLabelRule.findings(in: tree, elements: elements) }
    if options.rules.contains(.duplicateLabel) { findings += DuplicateLabelRule.findings(in: elements) }
    if options.rules.contains(.readingOrder) { findings += ReadingOrderRule.findings(in: elements) }
    if options.rules.contains(.truncatedText) {
      findings += TruncatedTextRule(category: contentSize).findings(in: tree, elements: elements)
    }
    if options.rules.contains(.contrast) {
      findings += ContrastRule(level: options.contrastLevel).findings(in: backdrops, elements: elements)
    }
    if options.rules.contains(.nonTextContrast) {
      findings += NonTextContrastRule().findings(in: graphics, elements: elements)
    }
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
