import Foundation
import KagamiReport
import KagamiResults
import Testing

/// SF Symbols no icon is mapped to are listed in the HTML report and the summary, never silently.
@Suite struct UnmappedSymbolsReportTests {
  private static func record(_ test: String, unmapped: [String]) -> SnapshotResultRecord {
    SnapshotResultRecord(
      testTarget: "ShopTests", suite: "Cart", test: test, variant: "v", format: "image",
      file: "Snapshots/ShopTests/Cart/\(test).v.png", status: .passed, recordMode: "never", recorded: false,
      unmappedSymbols: unmapped)
  }

  private static let input = ReportInput(
    records: [record("total", unmapped: ["cart.badge.questionmark", "zzz"]), record("empty", unmapped: ["zzz"])],
    artifactsFolder: URL(fileURLWithPath: "/a"), packageRoot: URL(fileURLWithPath: "/p"))

  @Test func theRecordListsTheNamesAndOmitsAnEmptyList() throws {
    let listed = Self.record("total", unmapped: ["zzz"])
    #expect(String(decoding: listed.encoded(), as: UTF8.self).contains("\"unmappedSymbols\" : [\n    \"zzz\"\n  ]"))
    let none = Self.record("total", unmapped: [])
    #expect(none.unmappedSymbols == nil)
    #expect(!String(decoding: none.encoded(), as: UTF8.self).contains("unmappedSymbols"))
    let decoded = try JSONDecoder().decode(SnapshotResultRecord.self, from: listed.encoded())
    #expect(decoded.unmappedSymbols == ["zzz"])
  }

  @Test func theHTMLReportListsThemInTheHeaderAndOnEachCard() {
    let html = HTMLReport.render(Self.input, in: URL(fileURLWithPath: "/a/report"))
    #expect(
      html.contains(
        "<p class=\"environment\" id=\"unmapped-symbols\">Unmapped SF Symbols (drawn as labelled placeholders): "
          + "cart.badge.questionmark, zzz</p>"))
    #expect(html.contains("unmapped SF Symbols, drawn as labelled placeholders: cart.badge.questionmark, zzz</p>"))
    #expect(html.contains("unmapped SF Symbols, drawn as labelled placeholders: zzz</p>"))
  }

  @Test func theSummaryListsEveryNameOnce() {
    let summary = MarkdownSummary.render(Self.input)
    #expect(summary.contains("\nUnmapped SF Symbols (drawn as labelled placeholders): cart.badge.questionmark, zzz\n"))
    let clean = ReportInput(
      records: [Self.record("total", unmapped: [])], artifactsFolder: URL(fileURLWithPath: "/a"),
      packageRoot: URL(fileURLWithPath: "/p"))
    #expect(!MarkdownSummary.render(clean).contains("Unmapped"))
    #expect(clean.unmappedSymbolsNote == nil)
  }
}
