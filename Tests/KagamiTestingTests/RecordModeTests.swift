import Foundation
import KagamiImage
import Testing

@testable import KagamiTesting

@Suite struct RecordModeTests {
  @Test func missingRecordsANewBaselineAndFailsThenPasses() throws {
    let package = try TestPackage()
    let settings = package.settings()
    let screen = try Screens.card()
    let first = try #require(package.verify(screen, settings: settings))
    #expect(first.contains("No reference was found on disk"))
    #expect(package.snapshotFiles() == ["AppTests/CardTests/card.default.png"])
    #expect(try package.resultRecord("card.default.png").status == .new)
    #expect(package.verify(screen, settings: settings) == nil)
    #expect(try package.resultRecord("card.default.png").status == .passed)
  }

  @Test func neverFailsOnAMissingBaselineAndWritesNothing() throws {
    let package = try TestPackage()
    let failure = try #require(package.verify(try Screens.card(), record: .never, settings: package.settings()))
    #expect(failure.contains("nothing was recorded"))
    #expect(failure.contains("Snapshots/AppTests/CardTests/card.default.png"))
    #expect(!FileManager.default.fileExists(atPath: package.root.appendingPathComponent("Snapshots").path))
    #expect(try package.resultRecord("card.default.png").status == .failed)
  }

  @Test func ciDefaultsToNeverUnlessTheModeIsSet() throws {
    let package = try TestPackage()
    let screen = try Screens.card()
    #expect(package.verify(screen, settings: package.settings(["CI": "true"])) != nil)
    #expect(package.snapshotFiles().isEmpty)
    let explicit = package.settings(["CI": "true", "SNAPSHOT_TESTING_RECORD": "missing"])
    #expect(package.verify(screen, settings: explicit)?.contains("No reference was found") == true)
    #expect(package.snapshotFiles() == ["AppTests/CardTests/card.default.png"])
  }

  @Test func environmentVariableSelectsTheMode() throws {
    let package = try TestPackage()
    let screen = try Screens.card()
    #expect(package.verify(screen, settings: package.settings(["SNAPSHOT_TESTING_RECORD": "never"])) != nil)
    #expect(package.snapshotFiles().isEmpty)
    #expect(package.verify(screen, settings: package.settings(["SNAPSHOT_TESTING_RECORD": "all"])) != nil)
    #expect(package.snapshotFiles().count == 1)
  }

  @Test func allRewritesAndAlwaysFails() throws {
    let package = try TestPackage()
    let settings = package.settings()
    _ = package.verify(try Screens.card(), settings: settings)
    let changed = try Screens.card(boxColor: RGBAColor(hex: 0xCC3333))
    let failure = try #require(package.verify(changed, record: .all, settings: settings))
    #expect(failure.contains("Record mode is on"))
    #expect(try package.resultRecord("card.default.png").status == .changed)
    #expect(package.verify(changed, settings: settings) == nil)
    #expect(package.verify(changed, record: .all, settings: settings) != nil)
    #expect(try package.resultRecord("card.default.png").status == .passed)
  }

  @Test func failedReRecordsOnlyMismatches() throws {
    let package = try TestPackage()
    let settings = package.settings()
    _ = package.verify(try Screens.card(), settings: settings)
    let before = try Data(contentsOf: package.baseline("card.default.png"))
    #expect(package.verify(try Screens.card(), record: .failed, settings: settings) == nil)
    #expect(try Data(contentsOf: package.baseline("card.default.png")) == before)
    let changed = try Screens.card(boxColor: RGBAColor(hex: 0xCC3333))
    let failure = try #require(package.verify(changed, record: .failed, settings: settings))
    #expect(failure.contains("automatically recorded"))
    #expect(try package.resultRecord("card.default.png").status == .changed)
    #expect(package.verify(changed, settings: settings) == nil)
  }

  @Test func withSnapshotTestingSetsTheMode() throws {
    let package = try TestPackage()
    let screen = try Screens.card()
    _ = package.verify(screen, settings: package.settings())
    let failure = withSnapshotTesting(record: .all) { package.verify(screen, settings: package.settings()) }
    #expect(failure?.contains("Record mode is on") == true)
    // An explicit `never` scope wins over a recording environment variable.
    let other = try TestPackage()
    _ = withSnapshotTesting(record: .never) {
      other.verify(screen, settings: other.settings(["SNAPSHOT_TESTING_RECORD": "all"]))
    }
    #expect(other.snapshotFiles().isEmpty)
  }

  @Test(.snapshots(record: .never)) func traitSetsTheMode() throws {
    let package = try TestPackage()
    #expect(package.verify(try Screens.card(), settings: package.settings()) != nil)
    #expect(package.snapshotFiles().isEmpty)
  }

  @Test func textFormatsFollowTheSameModes() throws {
    let package = try TestPackage()
    let settings = package.settings()
    let screen = try Screens.card()
    #expect(package.verify(screen, as: .layoutDump, settings: settings) != nil)
    #expect(package.verify(screen, as: .accessibilityDump, settings: settings) != nil)
    #expect(
      package.snapshotFiles() == [
        "AppTests/CardTests/card.default.accessibility.txt", "AppTests/CardTests/card.default.layout.txt",
      ])
    #expect(package.verify(screen, as: .layoutDump, settings: settings) == nil)
    let moved = try Screens.card(y: 3)
    let failure = try #require(package.verify(moved, as: .layoutDump, settings: settings))
    #expect(failure.contains("RecipeCard#title 2,3"))
    #expect(package.verify(moved, as: .layoutDump, record: .never, settings: package.settings(["CI": "true"])) != nil)
  }
}
