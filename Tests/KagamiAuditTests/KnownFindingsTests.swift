import KagamiLayout
import KagamiResults
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

  /// A touch target's identity is the rule and the node (its id, else its label), not its size:
  /// the same button still too small at another size is the known finding with a changed line, not
  /// a new one and a fixed one; another button is new.
  @Test func aTouchTargetThatChangesSizeIsNotNew() {
    func target(_ label: String, width: Double, id: String? = nil) -> AuditFinding {
      AuditFinding(
        rule: .touchTarget, order: 2, id: id, label: label, frame: Rect(x: 8, y: 4, width: width, height: 40),
        measured: "button \(AuditFinding.number(width))x40 pt, needs 44x44")
    }
    let known = AccessibilityAudit.dump([target("Back", width: 40), target("", width: 30, id: "close")])
    let now = [target("Back", width: 42), target("", width: 32, id: "close"), target("Share", width: 40)]
    let comparison = KnownFindings(findings: now, known: known)
    #expect(comparison.new == [target("Share", width: 40)])
    #expect(comparison.fixed.isEmpty)
    #expect(comparison.changed.map(\.now) == [target("Back", width: 42), target("", width: 32, id: "close")])
    #expect(comparison.changed.map(\.known) == known.split(separator: "\n").map(String.init))
    #expect(comparison.differs)
    #expect(comparison.failing([.touchTarget]) == [target("Share", width: 40)])
    // The identity across screens drops the size too.
    let identities = [target("Back", width: 40), target("Back", width: 42)].map { AuditFindingLine($0.line)?.identity }
    #expect(identities == ["touch-target \"Back\"", "touch-target \"Back\""])
    // Contrast is still compared line by line: a changed ratio is one new finding and one fixed one.
    let dim = AuditFinding(
      rule: .contrast, order: 1, id: nil, label: "Sale", frame: Rect(x: 0, y: 0, width: 10, height: 10),
      measured: "contrast 4.47:1, needs 4.5:1: #777777 on #FFFFFF at 0,0 pt")
    var dimmer = dim
    dimmer.measured = "contrast 4.3:1, needs 4.5:1: #797979 on #FFFFFF at 0,0 pt"
    let contrast = KnownFindings(findings: [dimmer], known: dim.line)
    #expect(contrast.new == [dimmer] && contrast.fixed == [dim.line] && contrast.changed.isEmpty)
  }
}
