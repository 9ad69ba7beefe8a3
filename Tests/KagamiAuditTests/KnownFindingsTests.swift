import KagamiLayout
import Testing

@testable import KagamiAudit

/// Findings against the committed audit file: new ones, fixed ones, and which new ones fail.
@Suite struct KnownFindingsTests {
  static func finding(_ rule: AuditRule, _ label: String) -> AuditFinding {
    AuditFinding(
      rule: rule, order: 1, id: nil, label: label, frame: Rect(x: 0, y: 0, width: 10, height: 10), measured: "m")
  }

  @Test func newAndFixedLinesAreCountedLikeADiff() {
    let kept = Self.finding(.contrast, "Kept")
    let twice = Self.finding(.touchTarget, "Twice")
    let added = Self.finding(.missingLabel, "Added")
    let known = [kept.line, twice.line, "contrast warning 4 \"Gone\" 0,0 1x1: m", ""].joined(separator: "\n")
    let comparison = KnownFindings(findings: [kept, twice, twice, added], known: known)
    // "Twice" is listed once and found twice: one of them is new.
    #expect(comparison.new == [twice, added])
    #expect(comparison.fixed == ["contrast warning 4 \"Gone\" 0,0 1x1: m"])
    #expect(comparison.failing([.missingLabel]) == [added])
    #expect(comparison.failing([.contrast]).isEmpty)
    #expect(comparison.differs)
    let same = KnownFindings(findings: [kept], known: AccessibilityAudit.dump([kept]))
    #expect(!same.differs && same.new.isEmpty && same.fixed.isEmpty)
  }
}
