import Foundation
import KagamiDiff
import KagamiImage
import KagamiResults
import Testing

@testable import KagamiReport

@Suite struct ReportPiecesTests {
  @Test func textDiffKeepsCommonLinesAndMarksChanges() {
    let diff = TextDiff.lines(old: "a\nb\nc\nd", new: "a\nc\nX\nd")
    #expect(diff == [.same("a"), .removed("b"), .same("c"), .added("X"), .same("d")])
    #expect(TextDiff.lines(old: "", new: "x") == [.removed(""), .added("x")])
    // Long unchanged runs fold away, three lines of context stay.
    let old = (1...100).map { "line \($0)" }.joined(separator: "\n")
    let new = old.replacingOccurrences(of: "line 50\n", with: "line fifty\n")
    let folded = TextDiff.lines(old: old, new: new)
    #expect(
      folded == [
        .skipped(46), .same("line 47"), .same("line 48"), .same("line 49"), .removed("line 50"),
        .added("line fifty"), .same("line 51"), .same("line 52"), .same("line 53"), .skipped(47),
      ])
    #expect(TextDiff.lines(old: old, new: old) == [.skipped(100)])
  }

  @Test func relativePathsClimbAndEscape() {
    let folder = URL(fileURLWithPath: "/p/.build/kagami/artifacts/report")
    #expect(
      RelativePath.from(folder, to: URL(fileURLWithPath: "/p/Snapshots/T/a b#1.png"))
        == "../../../../Snapshots/T/a%20b%231.png")
    #expect(RelativePath.from(folder, to: URL(fileURLWithPath: "/p/.build/kagami/artifacts/T/x.png")) == "../T/x.png")
  }

  @Test func htmlEscapingAndShellQuoting() {
    #expect(HTML.escape(#"<a href="x">'&'</a>"#) == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
    #expect(HTMLReport.shellQuoted("T/S/test.iPhone15.png") == "T/S/test.iPhone15.png")
    #expect(HTMLReport.shellQuoted("T/S/it's here.png") == #"'T/S/it'\''s here.png'"#)
  }

  @Test func groupsPutFailuresFirstAndSortTargets() {
    func record(_ target: String, _ test: String, _ status: SnapshotStatus) -> SnapshotResultRecord {
      SnapshotResultRecord(
        testTarget: target, suite: "S", test: test, variant: "v", format: "image",
        file: "Snapshots/\(target)/S/\(test).v.png",
        status: status, recordMode: "never", recorded: false)
    }
    let input = ReportInput(
      records: [
        record("B", "one", .passed), record("A", "two", .passed), record("B", "three", .failed),
        record("B", "four", .new),
      ],
      artifactsFolder: URL(fileURLWithPath: "/a"), packageRoot: URL(fileURLWithPath: "/p"))
    #expect(input.groups.map(\.target) == ["A", "B"])
    #expect(input.groups[1].records.map(\.test) == ["three", "four", "one"])
    #expect(input.counts == ["new": 1, "changed": 0, "passed": 2, "failed": 1, "deleted": 0, "tolerated": 0])
    let markdown = MarkdownSummary.render(input, limit: 1)
    #expect(markdown.contains("| 1 | 0 | 1 | 2 | 0 | 0 |"))
    #expect(markdown.contains("- **failed** `B/S/three.v.png` — `kagami accept B/S/three.v.png`"))
    #expect(markdown.contains("… and 1 more in the HTML report"))
  }

  @Test func passesWithinAToleranceHaveTheirOwnGroup() {
    var tolerant = SnapshotResultRecord(
      testTarget: "A", suite: "S", test: "warm", variant: "v", format: "image", file: "Snapshots/A/S/warm.v.png",
      status: .passed, recordMode: "never", recorded: false, note: "passed only within the test's tolerance",
      width: 10, height: 10, mismatchedPixels: 0, totalPixels: 100,
      change: PixelChange(
        changedPixels: 12, maxChannelDifference: 25, bounds: PixelRect(x: 1, y: 1, width: 4, height: 3),
        pixelmatchDefaultCount: 0),
      toleratedBy: "pixelmatch threshold 0.1, anti-aliasing ignored")
    let exact = SnapshotResultRecord(
      testTarget: "A", suite: "S", test: "cold", variant: "v", format: "image", file: "Snapshots/A/S/cold.v.png",
      status: .passed, recordMode: "never", recorded: false)
    let input = ReportInput(
      records: [tolerant, exact], artifactsFolder: URL(fileURLWithPath: "/a"),
      packageRoot: URL(fileURLWithPath: "/p"))
    #expect(input.tolerated.map(\.test) == ["warm"])
    #expect(input.groups.flatMap(\.records).map(\.test) == ["cold"])
    #expect(input.counts["tolerated"] == 1 && input.counts["passed"] == 2)
    let html = HTMLReport.render(input, in: URL(fileURLWithPath: "/a/report"))
    #expect(html.contains("<h2 id=\"tolerated\">Passed only within a tolerance</h2>"))
    #expect(html.contains("<span class=\"badge tolerated\">tolerated</span>"))
    #expect(html.contains("12 of 100 pixels changed (0 counted)"))
    #expect(
      MarkdownSummary.render(input).contains(
        "- **passed within tolerance** `A/S/warm.v.png` — 12 of 100 pixels changed"))
    tolerant.toleratedBy = nil
    #expect(!tolerant.passedWithinTolerance)
  }

  @Test func aDiffOfTheChangedRegionIsPlacedWhereItLies() {
    func failure(_ test: String, diffRegion: PixelRect?) -> SnapshotResultRecord {
      let base = "A/S/\(test).v.png"
      return SnapshotResultRecord(
        testTarget: "A", suite: "S", test: test, variant: "v", format: "image", file: "Snapshots/\(base)",
        status: .failed, recordMode: "never", recorded: false, width: 390, height: 844, mismatchedPixels: 12,
        totalPixels: 390 * 844, diffRegion: diffRegion,
        artifacts: ["\(base).reference.png", "\(base).actual.png", "\(base).diff.png"])
    }
    let input = ReportInput(
      records: [
        failure("cropped", diffRegion: PixelRect(x: 10, y: 20, width: 30, height: 40)),
        failure("whole", diffRegion: nil),
      ],
      artifactsFolder: URL(fileURLWithPath: "/a"), packageRoot: URL(fileURLWithPath: "/p"))
    let html = HTMLReport.render(input, in: URL(fileURLWithPath: "/a/report"))
    #expect(html.components(separatedBy: "data-diff-at=\"10 20 30 40 390 844\"").count == 2)
    #expect(html.components(separatedBy: "data-diff-at=").count == 2)
  }
}

/// The pull-request summary points into review: the commands, and thumbnails where artifacts are published.
@Suite struct MarkdownSummaryThumbnailTests {
  static let input = ReportInput(
    records: [
      SnapshotResultRecord(
        testTarget: "ShopTests", suite: "Cart", test: "total", variant: "iPhone15.light", format: "image",
        file: "Snapshots/ShopTests/Cart/total.iPhone15.light.png", status: .failed, recordMode: "never",
        recorded: false, width: 6, height: 4, mismatchedPixels: 24, totalPixels: 24,
        artifacts: [
          "ShopTests/Cart/total.iPhone15.light.png.reference.png", "ShopTests/Cart/total.iPhone15.light.png.actual.png",
          "ShopTests/Cart/total.iPhone15.light.png.diff.png",
        ]),
      SnapshotResultRecord(
        testTarget: "ShopTests", suite: "Cart", test: "a b", variant: "v", format: "layout",
        file: "Snapshots/ShopTests/Cart/a b.v.layout", status: .failed, recordMode: "never", recorded: false,
        artifacts: ["ShopTests/Cart/a b.v.layout.actual.txt"]),
    ],
    artifactsFolder: URL(fileURLWithPath: "/a"), packageRoot: URL(fileURLWithPath: "/p"))

  @Test func publishedArtifactsGiveThumbnailsThatLinkTheFullImages() {
    let markdown = MarkdownSummary.render(Self.input, artifactsURL: "https://ci.example/run 7/artifacts/")
    let base = "https://ci.example/run 7/artifacts/ShopTests/Cart/total.iPhone15.light.png"
    for (suffix, label) in [("reference", "reference"), ("actual", "actual"), ("diff", "diff")] {
      #expect(
        markdown.contains(
          "<a href=\"\(base).\(suffix).png\"><img src=\"\(base).\(suffix).png\" width=\"120\" alt=\"\(label)\"></a>"))
    }
    #expect(markdown.contains("`swift run kagami review`"))
    // A text snapshot has no image to show; a file name with a space is percent-encoded.
    #expect(markdown.components(separatedBy: "<img").count == 4)
    let spaced = MarkdownSummary.thumbnails(
      SnapshotResultRecord(
        testTarget: "T", suite: "S", test: "a b", variant: "v", format: "image", file: "Snapshots/T/S/a b.v.png",
        status: .failed, recordMode: "never", recorded: false, artifacts: ["T/S/a b.v.png.actual.png"]),
      base: "https://x")
    #expect(spaced?.contains("https://x/T/S/a%20b.v.png.actual.png") == true)
  }

  @Test func withoutAPublishedFolderThereAreNoImages() {
    let markdown = MarkdownSummary.render(Self.input)
    #expect(!markdown.contains("<img"))
    #expect(markdown.contains("Review locally: `swift run kagami review`"))
  }
}

/// The report blames the environment only where it could have changed the failed pixels.
@Suite struct EnvironmentNoteTests {
  static func failure(_ test: String, baseline: SnapshotFingerprint, current: SnapshotFingerprint)
    -> SnapshotResultRecord
  {
    SnapshotResultRecord(
      testTarget: "A", suite: "S", test: test, variant: "v", format: "image", file: "Snapshots/A/S/\(test).v.png",
      status: .failed, recordMode: "never", recorded: false, width: 2, height: 2, mismatchedPixels: 4, totalPixels: 4,
      fingerprint: current, baselineFingerprint: baseline)
  }

  static let fingerprint = SnapshotFingerprint(
    kagami: "0.1.0", fonts: "NotoColorEmoji.ttf@e5899ed38b8ed83e", freeType: "2.12.1", harfBuzz: "6.0.0",
    libpng: "1.6.39", icu: "72.1 (Unicode 15.0)", friBidi: "1.0.8 (Unicode 10.0.0)")

  @Test func aColourChangeNamesNoEnvironment() {
    var newPNG = Self.fingerprint
    newPNG.libpng = "1.6.48"
    let input = ReportInput(
      records: [Self.failure("accent", baseline: Self.fingerprint, current: newPNG)],
      artifactsFolder: URL(fileURLWithPath: "/a"), packageRoot: URL(fileURLWithPath: "/p"))
    #expect(input.environmentNote == nil)
    let html = HTMLReport.render(input, in: URL(fileURLWithPath: "/a/report"))
    #expect(!html.contains("environment"))
    #expect(!MarkdownSummary.render(input).contains("environment"))
  }

  @Test func aNewEmojiFontIsNamedOnTheCardAndInTheHeader() throws {
    var newEmoji = Self.fingerprint
    newEmoji.fonts = "NotoColorEmoji.ttf@dac5c2760000aaaa"
    let input = ReportInput(
      records: [
        Self.failure("emoji", baseline: Self.fingerprint, current: newEmoji),
        Self.failure("accent", baseline: Self.fingerprint, current: Self.fingerprint),
      ],
      artifactsFolder: URL(fileURLWithPath: "/a"), packageRoot: URL(fileURLWithPath: "/p"))
    let note = try #require(input.environmentNote)
    #expect(note.hasPrefix("1 failure(s) were drawn in another environment"))
    #expect(note.contains("font NotoColorEmoji.ttf e5899ed38b8ed83e… → dac5c2760000aaaa…"))
    let html = HTMLReport.render(input, in: URL(fileURLWithPath: "/a/report"))
    #expect(html.components(separatedBy: "The environment changed since the baseline").count == 2, "one card")
    #expect(MarkdownSummary.render(input).contains(note))
  }
}
