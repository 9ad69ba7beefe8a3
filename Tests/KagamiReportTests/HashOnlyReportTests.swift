import Foundation
import KagamiResults
import Testing

@testable import KagamiReport

/// The report's cards for hash-only snapshots: no PNG is linked, and a failure without a reference
/// shows a placeholder with the command that renders it.
@Suite struct HashOnlyReportTests {
  private static func record(_ status: SnapshotStatus, artifacts: [String]) -> SnapshotResultRecord {
    SnapshotResultRecord(
      testTarget: "AppTests", suite: "Screens", test: "home", variant: "iphone15-3x.light.ja", format: "image",
      file: "Snapshots/AppTests/Screens/home.iphone15-3x.light.ja.png", status: status, recordMode: "never",
      recorded: false, message: "does not match its hash-only reference", width: 4, height: 4,
      actualHash: String(repeating: "a", count: 32), baselineHash: String(repeating: "b", count: 32),
      artifacts: artifacts)
  }

  private static func page(_ records: [SnapshotResultRecord], hashOnly: Bool = true) -> String {
    let input = ReportInput(
      records: records, artifactsFolder: URL(fileURLWithPath: "/p/.build/kagami/artifacts"),
      packageRoot: URL(fileURLWithPath: "/p"), hashOnlyFiles: hashOnly ? Set(records.map(\.file)) : [])
    return HTMLReport.render(input, in: URL(fileURLWithPath: "/p/.build/kagami/artifacts/report"))
  }

  @Test func aFailureWithoutAReferenceShowsAPlaceholderWithTheCommand() {
    let html = Self.page([
      Self.record(.failed, artifacts: ["AppTests/Screens/home.iphone15-3x.light.ja.png.actual.png"])
    ])
    #expect(html.contains("data-act=\"../AppTests/Screens/home.iphone15-3x.light.ja.png.actual.png\""))
    #expect(!html.contains("data-ref="))
    #expect(
      html.contains(
        "data-noref=\"No reference image: this snapshot is hash-only (no PNG in the repository). Render it from "
          + "the merge base with: kagami test --render-references --target AppTests\""))
    // The script draws the placeholder where the reference would be.
    #expect(html.contains("else if(el.dataset.noref)view.append(missing(el.dataset.noref))"))
  }

  @Test func aFailureWithARenderedReferenceComparesAsUsual() {
    let prefix = "AppTests/Screens/home.iphone15-3x.light.ja.png"
    let html = Self.page([
      Self.record(.failed, artifacts: [prefix + ".reference.png", prefix + ".actual.png", prefix + ".diff.png"])
    ])
    #expect(html.contains("data-ref=\"../\(prefix).reference.png\""))
    #expect(html.contains("data-diff=\"../\(prefix).diff.png\""))
    #expect(!html.contains("data-noref="))
  }

  @Test func aPassingHashOnlySnapshotLinksNoBaselineFile() {
    let html = Self.page([Self.record(.passed, artifacts: [])])
    #expect(!html.contains("Snapshots/AppTests/Screens/home.iphone15-3x.light.ja.png\""))
    #expect(
      html.contains(
        "data-noref=\"Hash-only baseline: no image is kept (pixel hash \(String(repeating: "b", count: 32))).\""))
    // An ordinary PNG baseline is still linked.
    let png = Self.page([Self.record(.passed, artifacts: [])], hashOnly: false)
    #expect(png.contains("data-ref=\"../../../../Snapshots/AppTests/Screens/home.iphone15-3x.light.ja.png\""))
  }

  @Test func theHashOnlyFilesComeFromTheSuitesIndexes() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("kagami-report-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("Snapshots/AppTests/Screens")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let hash = String(repeating: "c", count: 32)
    try Data(
      """
      # kagami-index 1
      home.iphone15-3x.light.ja.png \(hash) 4x4 hash-only -

      """.utf8
    ).write(to: folder.appendingPathComponent(BaselineIndex.fileName))
    let input = ReportInput(
      records: [Self.record(.failed, artifacts: [])], artifactsFolder: root, packageRoot: root)
    #expect(input.hashOnlyFiles == ["Snapshots/AppTests/Screens/home.iphone15-3x.light.ja.png"])
  }
}
