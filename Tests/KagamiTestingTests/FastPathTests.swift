import Foundation
import KagamiDiff
import KagamiImage
import Testing

@testable import KagamiTesting

@Suite struct FastPathTests {
  @Test func aPassingCheckNeverDecodesTheBaseline() throws {
    let package = try TestPackage()
    let counter = DecodeCounter()
    let settings = package.settings(counter: counter)
    let screen = try Screens.card()
    _ = package.verify(screen, settings: settings)
    for _ in 0..<5 { #expect(package.verify(screen, settings: settings) == nil) }
    #expect(counter.value == 0)
    let chunks = try PNGCodec.textChunks(in: Data(contentsOf: package.baseline("card.default.png")))
    #expect(chunks.contains(PNGTextChunk(keyword: "kagami:pixel-hash", text: screen.bitmap.pixelHash.hex)))
    #expect(chunks.contains { $0.keyword == "kagami:fingerprint" && $0.text.contains("libpng=") })
  }

  @Test func onlyAMismatchDecodes() throws {
    let package = try TestPackage()
    let counter = DecodeCounter()
    let settings = package.settings(counter: counter)
    _ = package.verify(try Screens.card(), settings: settings)
    let failure = try #require(package.verify(try Screens.card(boxColor: RGBAColor(hex: 0xCC3333)), settings: settings))
    #expect(counter.value == 1)
    #expect(failure.contains("12 pixels (ratio 0.07 of all image pixels) are different."))
    let record = try package.resultRecord("card.default.png")
    #expect(record.mismatchedPixels == 12)
    #expect(record.totalPixels == 16 * 12)
  }

  @Test func aBaselineWithoutAHashIsDecodedAndComparedByPixels() throws {
    let package = try TestPackage()
    let counter = DecodeCounter()
    let screen = try Screens.card()
    try FileManager.default.createDirectory(
      at: package.baseline("x").deletingLastPathComponent(), withIntermediateDirectories: true)
    try PNGCodec.encode(screen.bitmap).write(to: package.baseline("card.default.png"))
    #expect(package.verify(screen, settings: package.settings(counter: counter)) == nil)
    #expect(counter.value == 1)
  }

  @Test func budgetsAndMasksApplyAfterAMismatch() throws {
    let package = try TestPackage()
    let settings = package.settings()
    _ = package.verify(try Screens.card(), settings: settings)
    let changed = try Screens.card(boxColor: RGBAColor(hex: 0xCC3333))
    #expect(
      package.verify(changed, as: .image(options: ImageSnapshotOptions(maxDiffPixels: 12)), settings: settings) == nil)
    #expect(
      package.verify(changed, as: .image(options: ImageSnapshotOptions(maxDiffPixels: 11)), settings: settings) != nil)
    #expect(
      package.verify(changed, as: .image(options: ImageSnapshotOptions(maxDiffPixelRatio: 0.1)), settings: settings)
        == nil)
    let byNode = ImageSnapshotOptions(masks: [.node("RecipeCard#title")])
    #expect(package.verify(changed, as: .image(options: byNode), settings: settings) == nil)
    let byRect = ImageSnapshotOptions(masks: [.rect(x: 2, y: 2, width: 4, height: 2)])
    let partly = try #require(package.verify(changed, as: .image(options: byRect), settings: settings))
    #expect(partly.contains("pixels") && !partly.contains("12 pixels"))
  }

  @Test func failuresWriteReferenceActualDiffAndARecord() throws {
    let package = try TestPackage()
    let settings = package.settings()
    _ = package.verify(try Screens.card(), settings: settings)
    _ = package.verify(try Screens.card(boxColor: RGBAColor(hex: 0xCC3333)), settings: settings)
    let folder = package.artifacts.appendingPathComponent("AppTests/CardTests")
    for suffix in ["reference", "actual"] {
      let data = try Data(contentsOf: folder.appendingPathComponent("card.default.png.\(suffix).png"))
      let bitmap = try PNGCodec.decode(data)
      #expect(bitmap.width == 16 && bitmap.height == 12)
    }
    let record = try package.resultRecord("card.default.png")
    // The diff holds the changed region only (the 4x3 box), placed by the record's `diffRegion`.
    let diff = try PNGCodec.decode(Data(contentsOf: folder.appendingPathComponent("card.default.png.diff.png")))
    #expect(diff.width == 4 && diff.height == 3)
    #expect(record.diffRegion == PixelRect(x: 2, y: 2, width: 4, height: 3))
    #expect(record.diffRegion == record.change?.bounds)
    #expect(record.schemaVersion == 1)
    #expect(record.testTarget == "AppTests" && record.suite == "CardTests" && record.test == "card")
    #expect(record.variant == "default" && record.file == "Snapshots/AppTests/CardTests/card.default.png")
    #expect(record.status == .failed && record.fingerprint != nil && record.baselineFingerprint == record.fingerprint)
    #expect(record.artifacts.contains("AppTests/CardTests/card.default.png.diff.png"))
    // Artifact paths are relative to the artifacts folder, as `kagami report` and `accept` read them.
    #expect(record.artifacts.count == 3)
    for artifact in record.artifacts {
      #expect(
        FileManager.default.fileExists(atPath: package.artifacts.appendingPathComponent(artifact).path), "\(artifact)")
    }
    // A later pass removes the stale failure images.
    _ = package.verify(try Screens.card(boxColor: RGBAColor(hex: 0xCC3333)), record: .all, settings: settings)
    #expect(package.verify(try Screens.card(boxColor: RGBAColor(hex: 0xCC3333)), settings: settings) == nil)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("card.default.png.diff.png").path))
  }
}
