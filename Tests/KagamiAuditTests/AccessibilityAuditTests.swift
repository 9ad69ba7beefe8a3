import KagamiLayout
import Testing

@testable import KagamiAudit

/// Each rule on hand-built screens whose expected findings are worked out by hand.
@Suite struct AccessibilityAuditTests {
  static func screen(_ children: [LaidOutNode]) -> LaidOutNode {
    LaidOutNode(kind: "screen", frame: Rect(x: 0, y: 0, width: 390, height: 844), children: children)
  }

  static func button(_ label: String?, _ frame: Rect, id: String? = nil) -> LaidOutNode {
    LaidOutNode(
      kind: "frame", id: id, frame: frame, accessibility: AccessibilityInfo(label: label, role: .button))
  }

  @Test func touchTargetsAreMeasuredExactly() {
    let tree = Self.screen([
      Self.button("Small", Rect(x: 0, y: 0, width: 43.9, height: 44), id: "small"),
      Self.button("Exact", Rect(x: 100, y: 0, width: 44, height: 44)),
      Self.button("Flat", Rect(x: 200, y: 0, width: 120, height: 30)),
    ])
    let findings = AccessibilityAudit.findings(in: tree, options: AuditOptions(rules: [.touchTarget]))
    #expect(
      AccessibilityAudit.dump(findings) == """
        touch-target warning 1 "Small" 0,0 43.9x44 #small: button 43.9x44 pt, needs 44x44
        touch-target warning 3 "Flat" 200,0 120x30: button 120x30 pt, needs 44x44

        """)
    let wcag = AccessibilityAudit.findings(in: tree, options: AuditOptions(minimumTarget: 24, rules: [.touchTarget]))
    #expect(wcag.isEmpty)
    let android = AccessibilityAudit.findings(
      in: tree, options: AuditOptions(minimumTarget: 48, rules: [.touchTarget]))
    #expect(android.map(\.order) == [1, 2, 3])
  }

  @Test func iconOnlyButtonsAndUnlabelledImagesHaveNothingToRead() {
    let icon = LaidOutNode(
      kind: "image", frame: Rect(x: 10, y: 10, width: 24, height: 24),
      content: .vector(VectorDrawing(name: "symbol:trash", shapes: [])))
    let hidden = LaidOutNode(
      kind: "image", frame: Rect(x: 60, y: 10, width: 24, height: 24),
      content: .vector(VectorDrawing(name: "symbol:star", shapes: [])), accessibility: AccessibilityInfo(isHidden: true)
    )
    let iconButton = LaidOutNode(
      kind: "frame", frame: Rect(x: 100, y: 0, width: 44, height: 44),
      accessibility: AccessibilityInfo(role: .button), children: [icon])
    let labelled = LaidOutNode(
      kind: "frame", frame: Rect(x: 200, y: 0, width: 44, height: 44),
      accessibility: AccessibilityInfo(label: "Delete", role: .button), children: [icon])
    let tree = Self.screen([icon, hidden, iconButton, labelled])
    let findings = AccessibilityAudit.findings(in: tree, options: AuditOptions(rules: [.missingLabel]))
    #expect(
      AccessibilityAudit.dump(findings) == """
        missing-label warning 0 "" 10,10 24x24: image "symbol:trash" is not read: label it, or hide it if it is decorative
        missing-label warning 1 "" 100,0 44x44: button with nothing to read: give it .accessibilityLabel(…)

        """)
  }

  @Test func duplicateLabelsOnInteractiveElements() {
    let tree = Self.screen([
      Self.button("See all", Rect(x: 0, y: 0, width: 80, height: 44)),
      // Static text may repeat a button's label.
      LaidOutNode(
        kind: "frame", frame: Rect(x: 0, y: 50, width: 80, height: 20),
        accessibility: AccessibilityInfo(label: "See all", role: .staticText)),
      Self.button("see all ", Rect(x: 0, y: 100, width: 80, height: 44), id: "second"),
    ])
    let findings = AccessibilityAudit.findings(in: tree, options: AuditOptions(rules: [.duplicateLabel]))
    #expect(findings.count == 1)
    #expect(
      findings.first?.line == #"duplicate-label warning 3 "see all " 0,100 80x44 #second: same label as element 1"#)
  }

  @Test func readingOrderThatJumpsBackUpAColumn() {
    let tree = Self.screen([
      Self.button("Below", Rect(x: 0, y: 200, width: 100, height: 44)),
      Self.button("Above", Rect(x: 50, y: 100, width: 100, height: 44)),
      Self.button("Beside", Rect(x: 200, y: 0, width: 100, height: 44)),
      Self.button("Touching", Rect(x: 200, y: 44, width: 100, height: 44)),
    ])
    let findings = AccessibilityAudit.findings(in: tree, options: AuditOptions(rules: [.readingOrder]))
    // "Beside" is above "Above" but in another column; "Touching" is read after the one above it.
    #expect(findings.map(\.label) == ["Above"])
    #expect(findings.first?.measured == "read after element 1, which is below it (y 200)")
  }
}
