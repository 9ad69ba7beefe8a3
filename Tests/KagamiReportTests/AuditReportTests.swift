import Foundation
import KagamiImage
import KagamiResults
import Testing

@testable import KagamiReport

/// The accessibility audit's findings on the report's card: a numbered box over the screen per
/// finding, placed in percent of the image, and the numbered legend; records without an audit
/// show nothing of it.
@Suite struct AuditReportTests {
  static let findings = [
    #"touch-target warning 1 "Add" 10,20 30x40: button 30x40 pt, needs 44x44"#,
    #"contrast warning 2 "Sale" 0,0 100x20: contrast 4.47:1, needs 4.5:1: #777777 on #FFFFFF at 0,0 pt"#,
  ]

  static func record(_ audit: AuditRecord?) -> SnapshotResultRecord {
    SnapshotResultRecord(
      testTarget: "ShopTests", suite: "Cart", test: "total", variant: "v", format: "image",
      file: "Snapshots/ShopTests/Cart/total.v.png", status: .passed, recordMode: "never", recorded: false,
      width: 400, height: 800, audit: audit)
  }

  static func html(_ record: SnapshotResultRecord) -> String {
    let input = ReportInput(
      records: [record], artifactsFolder: URL(fileURLWithPath: "/a"), packageRoot: URL(fileURLWithPath: "/p"))
    return HTMLReport.render(input, in: URL(fileURLWithPath: "/a/report"))
  }

  @Test func findingsAreNumberedBoxesOverTheScreenAndALegend() throws {
    // Scale 2: the touch target's 10,20 30x40 pt is 20,40 60x80 px of a 400x800 image.
    let audit = AuditRecord(
      file: "Snapshots/ShopTests/Cart/total.v.audit.txt", findings: Self.findings, new: [Self.findings[1]],
      boxes: [PixelRect(x: 20, y: 40, width: 60, height: 80), PixelRect(x: 0, y: 0, width: 200, height: 40)])
    let html = Self.html(Self.record(audit))
    #expect(html.contains("2 accessibility findings (1 new)"))
    #expect(html.contains("<img src=\"../../p/Snapshots/ShopTests/Cart/total.v.png\""))
    #expect(html.contains("left:5.0000%;top:5.0000%;width:15.0000%;height:10.0000%\"><b"))
    #expect(html.contains("left:0.0000%;top:0.0000%;width:50.0000%;height:5.0000%\"><b"))
    #expect(html.contains(">1</b></span>") && html.contains(">2</b></span>"))
    #expect(html.contains("<li>touch-target warning 1 &quot;Add&quot; 10,20 30x40: button 30x40 pt, needs 44x44</li>"))
    #expect(html.contains("<li><span class=\"badge new\">new</span> contrast warning 2"))
    #expect(!Self.html(Self.record(nil)).contains("accessibility finding"))
    let empty = AuditRecord(file: "x.audit.txt", findings: [])
    #expect(!Self.html(Self.record(empty)).contains("audit-legend"))
  }

  @Test func percentagesAreIntegerArithmetic() {
    #expect(HTMLReport.percent(1, of: 3) == "33.3333")
    #expect(HTMLReport.percent(-1, of: 8) == "-12.5000")
  }
}
