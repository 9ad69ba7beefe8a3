import Foundation
import KagamiDiff
import KagamiResults
import KagamiTestSupport
import Testing

@testable import KagamiRunner

/// Failures that changed the same way are one group: summary.md gives one line and one command for
/// it, and `kagami accept --group ID` accepts all its members at once.
@Suite struct GroupAcceptTests {
  static let moved = ChangeCause(kind: .layout, key: "total at 16,120 → 16,124", summary: "total at 16,120 → 16,124")

  /// The review fixture with its two failures (an image and its layout dump) given the same cause.
  static func groupedFixture() throws -> ReviewFixture {
    let fixture = try ReviewFixture()
    for name in ["ShopTests/Cart/total.iPhone15.light.png", "ShopTests/Cart/total.iPhone15.light.layout"] {
      let url = fixture.artifacts.appendingPathComponent(name + ".json")
      var record = try JSONDecoder().decode(SnapshotResultRecord.self, from: Data(contentsOf: url))
      record.cause = moved
      try fixture.record(record, as: name)
    }
    return fixture
  }

  @Test func groupsFormByCauseLargestFirst() throws {
    let fixture = try Self.groupedFixture()
    defer { fixture.folder.remove() }
    let records = try ArtifactStore(folder: fixture.artifacts).records()
    let groups = FailureGroup.groups(of: records)
    #expect(groups.count == 1)
    #expect(groups[0].id == Self.moved.id && groups[0].members.count == 2)
    #expect(groups[0].title == "total at 16,120 → 16,124 in 1 image and 1 layout dump, 1 target")
  }

  @Test func theSummaryHasOneLinePerGroupAndAcceptTakesTheGroup() throws {
    let fixture = try Self.groupedFixture()
    defer { fixture.folder.remove() }
    let report = try KagamiBinary.run(["report"], in: fixture.root)
    #expect(report.status == 0, "\(report.standardError)")
    let markdown = try String(
      contentsOf: fixture.artifacts.appendingPathComponent("report/summary.md"), encoding: .utf8)
    #expect(markdown.contains("`kagami accept --group \(Self.moved.id)`"))
    #expect(!markdown.contains("`kagami accept ShopTests/Cart/total.iPhone15.light.png`"))
    let html = try String(contentsOf: fixture.artifacts.appendingPathComponent("report/index.html"), encoding: .utf8)
    let section = try #require(html.range(of: "<section class=\"group change\" data-group=\"\(Self.moved.id)\">"))
    let target = try #require(html.range(of: "<h2 id=\"target-ShopTests\">"))
    #expect(section.lowerBound < target.lowerBound)
    #expect(html.contains("1 more with the same change"))
    // Each member is shown once, inside its group, not again under its target.
    #expect(html.components(separatedBy: "data-id=\"ShopTests/Cart/total.iPhone15.light.layout\"").count == 2)
    let records = try ArtifactStore(folder: fixture.artifacts).records()
    let group = try #require(FailureGroup.groups(of: records).first)
    let suite = JUnitReport.snapshotSuite(
      target: "ShopTests", records: records,
      changes: Dictionary(uniqueKeysWithValues: group.members.map { ($0.id, group) }))
    #expect(suite.contains("One change in 2 snapshots (group \(Self.moved.id): "))

    let unknown = try KagamiBinary.run(["accept", "--group", "000000000000"], in: fixture.root)
    #expect(unknown.status == 2)
    #expect(
      unknown.standardError.contains("no failure group '000000000000' in the last run; it has: \(Self.moved.id) (2)"))
    #expect(
      fixture.contents("Snapshots/ShopTests/Cart/total.iPhone15.light.layout")
        == Data("Cart 0,0 393x852\n  total 16,120 361x20\n".utf8))

    let accepted = try KagamiBinary.run(["accept", "--group", Self.moved.id], in: fixture.root)
    #expect(accepted.status == 0, "\(accepted.standardError)")
    #expect(accepted.standardOutput.contains("wrote Snapshots/ShopTests/Cart/total.iPhone15.light.png"))
    #expect(accepted.standardOutput.contains("wrote Snapshots/ShopTests/Cart/total.iPhone15.light.layout"))
    #expect(
      fixture.contents("Snapshots/ShopTests/Cart/total.iPhone15.light.layout")
        == Data("Cart 0,0 393x852\n  total 16,124 361x20\n".utf8))
  }
}
