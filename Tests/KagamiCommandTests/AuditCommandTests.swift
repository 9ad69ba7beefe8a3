import Foundation
import KagamiResults
import KagamiTestSupport
import Testing

@testable import KagamiRunner

/// `kagami audit` over the last run's records: counts per rule, findings de-duplicated across
/// snapshots, new and fixed against the audit files on disk, `--json`, and exit 1 only when a rule
/// that fails checks has a new finding; `kagami accept` rewrites an accepted snapshot's audit file.
@Suite struct AuditCommandTests {
  /// The "See all" link of a shared header, measured at different places on two screens: one finding.
  static let seeAllOnTotal =
    "contrast warning 3 \"See all\" 16,120 60x20 #seeAll: contrast 2.32:1, needs 4.5:1: #FF8C1A on #FFFFFF at 16,122 pt"
  static let seeAllOnEmpty =
    "contrast warning 2 \"See all\" 16,300 60x20 #seeAll: contrast 2.32:1, needs 4.5:1: #FF8C1A on #FFFFFF at 17,301 pt"
  static let smallClose = "touch-target warning 1 \"Close\" 0,0 30x30 #close: button 30x30 pt, needs 44x44"
  static let oldOrder =
    "reading-order warning 4 \"Total\" 16,200 100x20: read after element 3, which is below it (y 240)"

  /// The review fixture with audits: `total` (failed) finds the link and the small close button,
  /// its file knows the link and an old reading-order finding; `empty` (passed) finds the link, known.
  static func auditedFixture() throws -> ReviewFixture {
    let fixture = try ReviewFixture()
    let audits = [
      "ShopTests/Cart/total.iPhone15.light.png": AuditRecord(
        file: "Snapshots/ShopTests/Cart/total.iPhone15.light.audit.txt", findings: [seeAllOnTotal, smallClose]),
      "ShopTests/Cart/empty.iPhone15.light.png": AuditRecord(
        file: "Snapshots/ShopTests/Cart/empty.iPhone15.light.audit.txt", findings: [seeAllOnEmpty]),
    ]
    for (name, audit) in audits {
      let url = fixture.artifacts.appendingPathComponent(name + ".json")
      var record = try JSONDecoder().decode(SnapshotResultRecord.self, from: Data(contentsOf: url))
      record.audit = audit
      try fixture.record(record, as: name)
    }
    try fixture.write("Snapshots/ShopTests/Cart/total.iPhone15.light.audit.txt", seeAllOnTotal + "\n" + oldOrder + "\n")
    try fixture.write("Snapshots/ShopTests/Cart/empty.iPhone15.light.audit.txt", seeAllOnEmpty + "\n")
    return fixture
  }

  @Test func aLineParsesIntoItsPartsAndItsIdentityHasNoPosition() throws {
    let line = try #require(AuditFindingLine(Self.seeAllOnTotal))
    #expect(line.rule == "contrast" && line.severity == "warning" && line.label == "See all" && line.id == "seeAll")
    #expect(line.measured == "contrast 2.32:1, needs 4.5:1: #FF8C1A on #FFFFFF at 16,122 pt")
    #expect(line.identity == "contrast #seeAll: contrast 2.32:1, needs 4.5:1: #FF8C1A on #FFFFFF")
    #expect(AuditFindingLine(Self.seeAllOnEmpty)?.identity == line.identity)
    let quoted = try #require(AuditFindingLine(#"missing-label warning 0 "a \"b\": c" 1,2 3x4: image x is not read"#))
    #expect(quoted.label == #"a "b": c"# && quoted.id == nil && quoted.measured == "image x is not read")
    #expect(AuditFindingLine(Self.oldOrder)?.identity == "reading-order \"Total\"")
    #expect(AuditFindingLine(Self.smallClose)?.identity == "touch-target #close")
    // Another measured value is another finding.
    let darker = Self.seeAllOnEmpty.replacingOccurrences(of: "2.32:1", with: "2.40:1")
    #expect(AuditFindingLine(darker)?.identity != line.identity)
    #expect(AuditFindingLine("not a finding") == nil)
  }

  @Test func theSummaryCountsOnceAndJudgesAgainstTheFilesOnDisk() throws {
    let fixture = try Self.auditedFixture()
    defer { fixture.folder.remove() }
    let run = try KagamiBinary.run(["audit"], in: fixture.root)
    #expect(run.status == 0, "\(run.standardError)")
    let text = run.standardOutput
    #expect(text.contains("2 audited snapshots: 3 findings, 2 distinct"))
    #expect(text.contains("  contrast: 2 (1 distinct)\n  touch-target: 1 (1 distinct)"))
    #expect(text.contains("  2× contrast #seeAll: contrast 2.32:1, needs 4.5:1: #FF8C1A on #FFFFFF\n"))
    #expect(
      text.contains(
        "in 2 snapshot(s): ShopTests/Cart/empty.iPhone15.light.png, ShopTests/Cart/total.iPhone15.light.png"))
    // A touch target's identity is the rule and the node, without its size.
    #expect(text.contains("  1× touch-target #close, 1 new"))
    #expect(
      text.contains("new (not in the audit files): 1\n  + ShopTests/Cart/total.iPhone15.light.png: \(Self.smallClose)"))
    #expect(
      text.contains(
        "fixed (in the audit files, no longer found): 1\n  - ShopTests/Cart/total.iPhone15.light.png: \(Self.oldOrder)")
    )

    let json = try KagamiBinary.run(["audit", "--json"], in: fixture.root)
    #expect(json.status == 0, "\(json.standardError)")
    let summary = try JSONDecoder().decode(AuditSummary.self, from: Data(json.standardOutput.utf8))
    #expect(
      summary.counts == ["contrast": 2, "touch-target": 1] && summary.distinct == ["contrast": 1, "touch-target": 1])
    #expect(summary.findings.first?.count == 2 && summary.findings.first?.snapshots.count == 2)
    #expect(summary.new.map(\.line) == [Self.smallClose] && summary.fixed.map(\.line) == [Self.oldOrder])
    #expect(summary.failing.isEmpty)
  }

  @Test func theReportAndSummaryListASharedFindingOnce() throws {
    let fixture = try Self.auditedFixture()
    defer { fixture.folder.remove() }
    let report = try KagamiBinary.run(["report"], in: fixture.root)
    #expect(report.status == 0, "\(report.standardError)")
    let html = try String(contentsOf: fixture.artifacts.appendingPathComponent("report/index.html"), encoding: .utf8)
    // Its own section, which the filter bar (it hides groups without a visible card) leaves shown.
    #expect(
      html.contains(
        "<section class=\"audit-summary\" id=\"audit-summary\" style=\"margin:16px 24px\"><h2>Accessibility audit: 3 findings, 2 distinct, "
          + "in 2 audited snapshots"))
    #expect(html.contains("<tr><td>2×</td>"))
    #expect(
      html.components(separatedBy: "contrast #seeAll: contrast 2.32:1, needs 4.5:1: #FF8C1A on #FFFFFF").count == 2)
    let markdown = try String(
      contentsOf: fixture.artifacts.appendingPathComponent("report/summary.md"), encoding: .utf8)
    #expect(
      markdown.contains("**Accessibility audit**: 3 findings (2 distinct) in 2 snapshots — `kagami audit` lists them."))
    #expect(
      markdown.contains("- 2× in 2 snapshots: `contrast #seeAll: contrast 2.32:1, needs 4.5:1: #FF8C1A on #FFFFFF`"))
  }

  @Test func aNewFindingOfAFailingRuleExitsOne() throws {
    let fixture = try Self.auditedFixture()
    defer { fixture.folder.remove() }
    let flagged = try KagamiBinary.run(["audit", "--fail", "touch-target"], in: fixture.root)
    #expect(flagged.status == 1)
    #expect(flagged.standardOutput.contains("failing (new findings of rules that fail checks): 1\n  ! "))
    // Contrast fails too, but its findings are all known: nothing new, exit 0.
    #expect(try KagamiBinary.run(["audit", "--fail", "contrast"], in: fixture.root).status == 0)
    try fixture.write("kagami.json", #"{"audit": {"fail": ["touch-target"]}}"#)
    #expect(try KagamiBinary.run(["audit"], in: fixture.root).status == 1)
    // Once the file knows the finding, it is no longer new.
    try fixture.write(
      "Snapshots/ShopTests/Cart/total.iPhone15.light.audit.txt", Self.seeAllOnTotal + "\n" + Self.smallClose + "\n")
    #expect(try KagamiBinary.run(["audit"], in: fixture.root).status == 0)
  }

  @Test func acceptingASnapshotRewritesItsAuditFile() throws {
    let fixture = try Self.auditedFixture()
    defer { fixture.folder.remove() }
    let accepted = try KagamiBinary.run(["accept", "ShopTests/Cart/total.iPhone15.light.png"], in: fixture.root)
    #expect(accepted.status == 0, "\(accepted.standardError)")
    #expect(accepted.standardOutput.contains("wrote Snapshots/ShopTests/Cart/total.iPhone15.light.audit.txt"))
    #expect(
      fixture.contents("Snapshots/ShopTests/Cart/total.iPhone15.light.audit.txt")
        == Data((Self.seeAllOnTotal + "\n" + Self.smallClose + "\n").utf8))
    // The passed snapshot was not accepted: its file is untouched.
    #expect(
      fixture.contents("Snapshots/ShopTests/Cart/empty.iPhone15.light.audit.txt")
        == Data((Self.seeAllOnEmpty + "\n").utf8))
    #expect(
      try KagamiBinary.run(["audit"], in: fixture.root).standardOutput.contains("new (not in the audit files): 0"))
  }

  @Test func theReviewPagesAcceptRewritesTheAuditFileToo() throws {
    let fixture = try Self.auditedFixture()
    defer { fixture.folder.remove() }
    let review = SnapshotReview(packageRoot: fixture.root, artifactsPath: nil)
    let answers = review.accept(ids: ["ShopTests/Cart/total.iPhone15.light.png"])
    #expect(answers.map(\.outcome) == [.written])
    #expect(
      fixture.contents("Snapshots/ShopTests/Cart/total.iPhone15.light.audit.txt")
        == Data((Self.seeAllOnTotal + "\n" + Self.smallClose + "\n").utf8))
  }
}
