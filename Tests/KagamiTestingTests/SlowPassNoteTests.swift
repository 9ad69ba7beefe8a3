import Foundation
import KagamiDiff
import KagamiRaster
import Testing

@testable import KagamiTesting

/// A check that passes only after decoding the baseline says so, because every later run would pay
/// the decode again until the baseline is re-recorded.
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

  @Test func pixelsChangedWithinTheThresholdPassWithANote() throws {
    let package = try TestPackage()
    let counter = DecodeCounter()
    let settings = package.settings(counter: counter)
    _ = package.verify(try Screens.card(boxColor: Color(hex: 0x3366CC)), settings: settings)
    // One step of blue: below pixelmatch's default threshold, so the screen still matches.
    #expect(package.verify(try Screens.card(boxColor: Color(hex: 0x3366CD)), settings: settings) == nil)
    #expect(counter.value == 1)
    let record = try package.resultRecord("card.default.png")
    #expect(record.status == .passed && record.mismatchedPixels == 0)
    #expect(record.note?.contains("within the comparison's threshold and budget (0 of 192 pixels") == true)
    // Re-recording stores the new hash: the next check is fast again and has no note.
    _ = package.verify(try Screens.card(boxColor: Color(hex: 0x3366CD)), record: .all, settings: settings)
    #expect(package.verify(try Screens.card(boxColor: Color(hex: 0x3366CD)), settings: settings) == nil)
    #expect(counter.value == 1)
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
