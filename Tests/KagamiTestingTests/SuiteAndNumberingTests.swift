import Foundation
import KagamiResults
import Testing

@testable import KagamiTesting

/// swift-snapshot-testing parity: unnamed snapshots in one test are numbered, and the suite folder
/// follows the Swift Testing suite type; baselines in the older file-name folder still check.
@Suite struct SuiteAndNumberingTests {
  @Test func unnamedSnapshotsInOneTestAreNumbered() throws {
    let package = try TestPackage()
    let settings = package.settings()
    let first = try Screens.card(boxColor: RGBAColor(hex: 0x3366CC))
    let second = try Screens.card(boxColor: RGBAColor(hex: 0xCC3366))
    // One run of a test with three unnamed image snapshots and one named one.
    package.run(settings) {
      _ = verifySnapshot(of: first, as: .image, file: package.testFile, testName: "card()")
      _ = verifySnapshot(of: second, as: .image, file: package.testFile, testName: "card()")
      _ = verifySnapshot(of: first, as: .image, named: "named", file: package.testFile, testName: "card()")
      _ = verifySnapshot(of: second, as: .image, file: package.testFile, testName: "card()")
    }
    #expect(
      package.snapshotFiles() == [
        "AppTests/CardTests/card.default.2.png", "AppTests/CardTests/card.default.3.png",
        "AppTests/CardTests/card.default.png", "AppTests/CardTests/card.named.png",
      ])
    // The next run numbers the same way, so every snapshot matches its own baseline.
    let failures = package.run(settings) {
      [
        verifySnapshot(of: first, as: .image, file: package.testFile, testName: "card()"),
        verifySnapshot(of: second, as: .image, file: package.testFile, testName: "card()"),
        verifySnapshot(of: first, as: .image, named: "named", file: package.testFile, testName: "card()"),
        verifySnapshot(of: second, as: .image, file: package.testFile, testName: "card()"),
      ]
    }
    #expect(failures.allSatisfy { $0 == nil })
  }

  @Test func theSuiteFolderIsTheSwiftTestingSuiteType() throws {
    let package = try TestPackage()
    let suite = CurrentTest.Simulated(identity: UUID().uuidString, suiteName: "CardSnapshotTests")
    let screen = try Screens.card()
    let failure = CurrentTest.$simulated.withValue(suite) {
      SnapshotSettings.$current.withValue(package.settings()) {
        verifySnapshot(of: screen, as: .image, file: package.testFile, testName: "card()")
      }
    }
    #expect(failure?.contains("Snapshots/AppTests/CardSnapshotTests/card.default.png: No reference") == true)
    #expect(package.snapshotFiles() == ["AppTests/CardSnapshotTests/card.default.png"])
  }

  @Test func aBaselineInTheFileNameFolderStillChecksAndSaysWhereItBelongs() throws {
    let package = try TestPackage()
    let settings = package.settings()
    // Recorded by an older Kagami, in the file's folder.
    _ = package.verify(try Screens.card(), settings: settings)
    #expect(package.snapshotFiles() == ["AppTests/CardTests/card.default.png"])
    let suite = CurrentTest.Simulated(identity: UUID().uuidString, suiteName: "CardSnapshotTests")
    let screen = try Screens.card()
    let failure = CurrentTest.$simulated.withValue(suite) {
      SnapshotSettings.$current.withValue(settings) {
        verifySnapshot(of: screen, as: .image, file: package.testFile, testName: "card()")
      }
    }
    #expect(failure == nil)
    let record = try package.resultRecord("card.default.png")
    #expect(record.file == "Snapshots/AppTests/CardTests/card.default.png")
    #expect(record.movedTo == "Snapshots/AppTests/CardSnapshotTests/card.default.png")
  }
}
