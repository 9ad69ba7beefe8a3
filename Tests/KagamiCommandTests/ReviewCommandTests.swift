import Foundation
import KagamiFileSystem
import KagamiImage
import KagamiResults
import KagamiTestSupport
import Testing

@testable import KagamiRunner

/// `kagami report`, `accept` and `prune` on the artifacts of a finished run, through the built binary.
@Suite struct ReviewCommandTests {
  @Test func reportWritesHTMLAndMarkdownWithEverySnapshot() throws {
    let fixture = try ReviewFixture()
    defer { fixture.folder.remove() }
    let run = try KagamiBinary.run(["report"], in: fixture.root)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains("2 failed, 0 changed, 1 new, 1 passed, 1 deleted"))
    let html = try String(contentsOf: fixture.artifacts.appendingPathComponent("report/index.html"), encoding: .utf8)
    #expect(html.contains(#"data-ref="../ShopTests/Cart/total.iPhone15.light.png.reference.png""#))
    #expect(html.contains(#"data-act="../ShopTests/Cart/total.iPhone15.light.png.actual.png""#))
    #expect(html.contains(#"<button data-mode="slider">Slider</button>"#))
    #expect(html.contains("kagami accept ShopTests/Cart/total.iPhone15.light.png"))
    #expect(html.contains(#"<span class="added">+   total 16,124 361x20</span>"#))
    #expect(html.contains("pay &lt;now&gt;"))
    #expect(html.contains("Snapshots/ShopTests/Old/removed.iPhone15.light.png"))
    #expect(!html.contains("Snapshots/OtherTests/Kept/stale.png"))
    #expect(html.contains("commit abc123 · base main"))
    let failedIndex = try #require(html.range(of: "data-status=\"failed\""))
    let passedIndex = try #require(html.range(of: "data-status=\"passed\""))
    #expect(failedIndex.lowerBound < passedIndex.lowerBound)
    let markdown = try String(
      contentsOf: fixture.artifacts.appendingPathComponent("report/summary.md"), encoding: .utf8)
    #expect(markdown.contains("| 2 | 0 | 1 | 1 | 0 | 1 |"))
    #expect(markdown.contains("`kagami accept ShopTests/Cart/total.iPhone15.light.png`"))
    #expect(!markdown.contains("<img"))
  }

  @Test func publishedArtifactsPutThumbnailsInTheSummary() throws {
    let fixture = try ReviewFixture()
    defer { fixture.folder.remove() }
    let run = try KagamiBinary.run(
      ["report"], in: fixture.root, environment: ["KAGAMI_ARTIFACTS_URL": "https://ci.example/7/artifacts"])
    #expect(run.status == 0, "\(run.standardError)")
    let markdown = try String(
      contentsOf: fixture.artifacts.appendingPathComponent("report/summary.md"), encoding: .utf8)
    #expect(
      markdown.contains(
        #"<img src="https://ci.example/7/artifacts/ShopTests/Cart/total.iPhone15.light.png.diff.png" width="120""#))
    let bad = try KagamiBinary.run(["report", "--artifacts-url", "file:///etc"], in: fixture.root)
    #expect(bad.status == 2)
    #expect(bad.standardError.contains("--artifacts-url 'file:///etc' must start with https:// or http://"))
  }

  @Test func theReportShowsOnlyTheLastRunsTargets() throws {
    let fixture = try ReviewFixture()
    defer { fixture.folder.remove() }
    try fixture.record(
      SnapshotResultRecord(
        testTarget: "StaleTests", suite: "Old", test: "left", variant: "default", format: "image",
        file: "Snapshots/StaleTests/Old/left.default.png", status: .failed, recordMode: "never", recorded: false,
        fingerprint: ReviewFixture.fingerprint), as: "StaleTests/Old/left.default.png")
    let run = try KagamiBinary.run(["report"], in: fixture.root)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains("2 failed, 0 changed, 1 new, 1 passed, 1 deleted"))
    let html = try String(contentsOf: fixture.artifacts.appendingPathComponent("report/index.html"), encoding: .utf8)
    #expect(!html.contains("StaleTests"))
  }

  @Test func acceptPromotesTheActualImageWithItsChunks() throws {
    let fixture = try ReviewFixture()
    defer { fixture.folder.remove() }
    let run = try KagamiBinary.run(["accept", "ShopTests/Cart/total.iPhone15.light.png"], in: fixture.root)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput == "wrote Snapshots/ShopTests/Cart/total.iPhone15.light.png\n")
    let data = try #require(fixture.contents("Snapshots/ShopTests/Cart/total.iPhone15.light.png"))
    let bitmap = try PNGCodec.decode(data)
    #expect(bitmap.pixels == (try ReviewFixture.image(RGBAColor(red: 0, green: 0, blue: 255))).pixels)
    let chunks = BaselineChunks.read(try PNGCodec.textChunks(in: data))
    #expect(chunks.hash == bitmap.pixelHash.hex)
    #expect(chunks.fingerprint == ReviewFixture.fingerprint)

    let all = try KagamiBinary.run(["accept", "--all-failed"], in: fixture.root)
    #expect(all.status == 0)
    #expect(
      fixture.contents("Snapshots/ShopTests/Cart/total.iPhone15.light.layout")
        == Data("Cart 0,0 393x852\n  total 16,124 361x20\n".utf8))
  }

  @Test func acceptRefusesUnknownIDsAndWritesNothing() throws {
    let fixture = try ReviewFixture()
    defer { fixture.folder.remove() }
    let before = fixture.contents("Snapshots/ShopTests/Cart/total.iPhone15.light.png")
    let run = try KagamiBinary.run(
      ["accept", "ShopTests/Cart/total.iPhone15.light.png", "ShopTests/Cart/nope.png"], in: fixture.root)
    #expect(run.status == 2)
    #expect(run.standardError.contains("no snapshot 'ShopTests/Cart/nope.png' in the last run"))
    #expect(fixture.contents("Snapshots/ShopTests/Cart/total.iPhone15.light.png") == before)
    let nothing = try KagamiBinary.run(["accept"], in: fixture.root)
    #expect(nothing.status == 2)
    #expect(nothing.standardError.contains("--all-failed"))
  }

  @Test func pruneJudgesOnlyCompleteTargets() throws {
    let fixture = try ReviewFixture()
    defer { fixture.folder.remove() }
    let dry = try KagamiBinary.run(["prune", "--dry-run"], in: fixture.root)
    #expect(dry.status == 0)
    #expect(
      dry.standardOutput
        == "would delete Snapshots/ShopTests/Old/removed.iPhone15.light.png\n1 baseline(s) would be deleted (--dry-run)\n"
    )
    #expect(fixture.exists("Snapshots/ShopTests/Old/removed.iPhone15.light.png"))
    let real = try KagamiBinary.run(["prune"], in: fixture.root)
    #expect(real.status == 0)
    #expect(!fixture.exists("Snapshots/ShopTests/Old/removed.iPhone15.light.png"))
    #expect(fixture.exists("Snapshots/OtherTests/Kept/stale.png"))
    #expect(fixture.exists("Snapshots/ShopTests/Cart/total.iPhone15.light.png"))
  }

  @Test func badArtifactsGiveClearErrors() throws {
    let fixture = try ReviewFixture(withManifest: false)
    defer { fixture.folder.remove() }
    let prune = try KagamiBinary.run(["prune"], in: fixture.root)
    #expect(prune.status == 2)
    #expect(prune.standardError.contains("no run manifest"))

    try fixture.write(".build/kagami/artifacts/ShopTests/Future/x.png.json", #"{"schemaVersion": 9}"#)
    let future = try KagamiBinary.run(["report"], in: fixture.root)
    #expect(future.status == 2)
    #expect(future.standardError.contains("Future/x.png.json has schema version 9"))

    let empty = try TemporaryFolder()
    defer { empty.remove() }
    let missing = try KagamiBinary.run(["report"], in: empty.url)
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("no artifacts folder at"))

    try FileManager.default.createDirectory(
      at: empty.url.appendingPathComponent(".build/kagami/artifacts"), withIntermediateDirectories: true)
    let nothing = try KagamiBinary.run(["report"], in: empty.url)
    #expect(nothing.status == 2)
    #expect(nothing.standardError.contains("artifacts"), "\(nothing.standardError)")
  }

  @Test func acceptIntoAFolderThatCannotBeWrittenChangesNothing() throws {
    let fixture = try ReviewFixture()
    defer { fixture.folder.remove() }
    // Tests run as root on CI, where permissions do not stop writes: a file where the baseline's
    // folder should be makes the write fail the same way.
    let cart = fixture.root.appendingPathComponent("Snapshots/ShopTests/Cart")
    let before = try FileManager.default.contentsOfDirectory(atPath: cart.path).sorted()
    try FileManager.default.moveItem(at: cart, to: fixture.root.appendingPathComponent("Cart-aside"))
    try fixture.write("Snapshots/ShopTests/Cart", "not a folder")
    let run = try KagamiBinary.run(["accept", "--all-failed"], in: fixture.root)
    #expect(run.status == 2)
    #expect(run.standardError.contains("Snapshots/ShopTests/Cart"), "\(run.standardError)")
    #expect(fixture.contents("Snapshots/ShopTests/Cart") == Data("not a folder".utf8))
    let aside = try FileManager.default.contentsOfDirectory(
      atPath: fixture.root.appendingPathComponent("Cart-aside").path
    ).sorted()
    #expect(aside == before)
  }

  @Test func migrateMovesBaselinesFoundInTheFileFolderToTheSuiteFolder() throws {
    let fixture = try ReviewFixture()
    defer { fixture.folder.remove() }
    // The last run checked Old/removed… where it was and said that it belongs to suite Archive.
    var moved = SnapshotResultRecord(
      testTarget: "ShopTests", suite: "Old", test: "removed", variant: "iPhone15.light", format: "image",
      file: "Snapshots/ShopTests/Old/removed.iPhone15.light.png", status: .passed, recordMode: "never",
      recorded: false, movedTo: "Snapshots/ShopTests/Archive/removed.iPhone15.light.png")
    try fixture.record(moved, as: "ShopTests/Old/removed.iPhone15.light.png")
    let before = fixture.contents("Snapshots/ShopTests/Old/removed.iPhone15.light.png")

    let dry = try KagamiBinary.run(["migrate", "--dry-run"], in: fixture.root)
    #expect(dry.status == 0, "\(dry.standardError)")
    #expect(dry.standardOutput.contains("would move Snapshots/ShopTests/Old/removed.iPhone15.light.png → "))
    #expect(fixture.exists("Snapshots/ShopTests/Old/removed.iPhone15.light.png"))

    let run = try KagamiBinary.run(["migrate"], in: fixture.root)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.hasSuffix("1 baseline(s) moved\n"))
    #expect(!fixture.exists("Snapshots/ShopTests/Old"))
    #expect(fixture.contents("Snapshots/ShopTests/Archive/removed.iPhone15.light.png") == before)

    // Run again with the stale record: the source is gone, a clear error, nothing changes.
    let again = try KagamiBinary.run(["migrate"], in: fixture.root)
    #expect(again.status == 2 && again.standardError.contains("is gone (moved already?)"))

    // A destination outside Snapshots/ is refused before anything moves.
    moved.file = "Snapshots/ShopTests/Cart/empty.iPhone15.light.png"
    moved.movedTo = "Snapshots/../escape.png"
    try fixture.record(moved, as: "ShopTests/Old/removed.iPhone15.light.png")
    let hostile = try KagamiBinary.run(["migrate"], in: fixture.root)
    #expect(hostile.status == 2 && hostile.standardError.contains("is not a path inside Snapshots/"))
    #expect(fixture.exists("Snapshots/ShopTests/Cart/empty.iPhone15.light.png"))
  }
}

/// `kagami accept` is all or nothing: a write that fails midway puts back what was written before it.
@Suite struct AcceptRollbackTests {
  /// Fails the `failing`-th write (1-based); counts every call.
  final class FailingWriter: @unchecked Sendable {
    // Unchecked: used from one thread at a time by the review.
    var calls = 0
    let failing: Int
    init(failing: Int) { self.failing = failing }
    func write(_ data: Data, _ url: URL) throws {
      calls += 1
      if calls == failing { throw CommandFailure("injected failure") }
      try AtomicFile.write(data, to: url, createFolder: false)
    }
  }

  @Test(arguments: [1, 2])
  func aFailedWriteRollsBackTheBatch(failing: Int) throws {
    let fixture = try ReviewFixture()
    defer { fixture.folder.remove() }
    let image = "Snapshots/ShopTests/Cart/total.iPhone15.light.png"
    let layout = "Snapshots/ShopTests/Cart/total.iPhone15.light.layout"
    let before = [fixture.contents(image), fixture.contents(layout)]
    var review = SnapshotReview(packageRoot: fixture.root, artifactsPath: nil)
    let writer = FailingWriter(failing: failing)
    review.writeFile = { try writer.write($0, $1) }
    let outcome = review.accept(ids: [], allFailed: true)
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("injected failure") && outcome.standardError.contains("nothing was changed"))
    #expect([fixture.contents(image), fixture.contents(layout)] == before)
    #expect(writer.calls == failing)
    // No temporary files are left beside the baselines.
    let folder = fixture.root.appendingPathComponent("Snapshots/ShopTests/Cart").path
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).allSatisfy { !$0.hasSuffix(".tmp") })
  }

  @Test func withoutAFailureEveryBaselineIsWritten() throws {
    let fixture = try ReviewFixture()
    defer { fixture.folder.remove() }
    var review = SnapshotReview(packageRoot: fixture.root, artifactsPath: nil)
    let writer = FailingWriter(failing: 99)
    review.writeFile = { try writer.write($0, $1) }
    let outcome = review.accept(ids: [], allFailed: true)
    #expect(outcome.status == 0 && writer.calls == 2)
    #expect(
      fixture.contents("Snapshots/ShopTests/Cart/total.iPhone15.light.layout")
        == Data("Cart 0,0 393x852\n  total 16,124 361x20\n".utf8))
  }
}
