import Foundation
import KagamiDiff
import KagamiImage
import Testing

@testable import KagamiTesting

/// A check that passes only after decoding a baseline whose hash is missing, older or wrong says so,
/// because every later run would pay the decode again until the baseline is re-recorded. (Passes
/// within a tolerance have their own note: ExactByDefaultTests.)
@Suite struct SlowPassNoteTests {
  @Test func aFastPassHasNoNote() throws {
    let package = try TestPackage()
    let settings = package.settings()
    _ = package.verify(try Screens.card(), settings: settings)
    #expect(package.verify(try Screens.card(), settings: settings) == nil)
    #expect(try package.resultRecord("card.default.png").note == nil)
  }

  @Test func anOlderKagamisSHA256HashPassesWithANote() throws {
    let package = try TestPackage()
    let counter = DecodeCounter()
    let screen = try Screens.card()
    try writeBaseline(screen.bitmap, hash: String(repeating: "ab", count: 32), in: package)
    #expect(package.verify(screen, settings: package.settings(counter: counter)) == nil)
    #expect(counter.value == 1)
    let note = try #require(try package.resultRecord("card.default.png").note)
    #expect(note.contains("Snapshots/AppTests/CardTests/card.default.png passed only by decoding the baseline"))
    #expect(note.contains("older Kagami's (SHA-256)") && note.contains("SNAPSHOT_TESTING_RECORD=all"))
  }

  @Test func aStoredHashThatDoesNotMatchItsPixelsPassesWithANote() throws {
    let package = try TestPackage()
    let screen = try Screens.card()
    try writeBaseline(screen.bitmap, hash: String(repeating: "0", count: 32), in: package)
    #expect(package.verify(screen, settings: package.settings()) == nil)
    let record = try package.resultRecord("card.default.png")
    #expect(record.note?.contains("its stored pixel hash does not match its own pixels") == true)
    #expect(record.toleratedBy == nil && record.change?.changedPixels == 0)
  }

  @Test func aMaskedPassHasNoNote() throws {
    let package = try TestPackage()
    let settings = package.settings()
    _ = package.verify(try Screens.card(), settings: settings)
    let masked = ScreenSnapshotting<Screenshot>.image(
      options: ImageSnapshotOptions(masks: [.node("RecipeCard#title")]))
    #expect(package.verify(try Screens.card(boxColor: RGBAColor(hex: 0x000000)), as: masked, settings: settings) == nil)
    #expect(try package.resultRecord("card.default.png").note == nil)
  }

  @Test func aBaselineWithoutAHashPassesWithANote() throws {
    let package = try TestPackage()
    let screen = try Screens.card()
    try writeBaseline(screen.bitmap, hash: nil, in: package)
    #expect(package.verify(screen, settings: package.settings()) == nil)
    #expect(try package.resultRecord("card.default.png").note?.contains("it carries no pixel hash") == true)
  }

  private func writeBaseline(_ bitmap: Bitmap, hash: String?, in package: TestPackage) throws {
    let url = package.baseline("card.default.png")
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let text = hash.map { [PNGTextChunk(keyword: "kagami:pixel-hash", text: $0)] } ?? []
    try PNGCodec.encode(bitmap, text: text).write(to: url)
  }
}
