import Foundation
import KagamiResults
import XCTest

@testable import KagamiTesting

/// Under XCTest the suite folder is the test class, and numbering restarts with every test case.
final class XCTestSuiteFolderTests: XCTestCase {
  func testTheSuiteFolderIsTheTestClass() throws {
    XCTAssertEqual(CurrentTest.suiteName, "XCTestSuiteFolderTests")
    let package = try TestPackage()
    let screen = try Screens.card()
    let failure = SnapshotSettings.$current.withValue(package.settings()) {
      verifySnapshot(of: screen, as: .image, file: package.testFile, testName: "card()")
    }
    XCTAssertEqual(failure?.contains("Snapshots/AppTests/XCTestSuiteFolderTests/card.default.png: No reference"), true)
    XCTAssertEqual(package.snapshotFiles(), ["AppTests/XCTestSuiteFolderTests/card.default.png"])
  }

  func testUnnamedSnapshotsAreNumberedWithinOneTestCase() throws {
    let package = try TestPackage()
    let screen = try Screens.card()
    SnapshotSettings.$current.withValue(package.settings()) {
      _ = verifySnapshot(of: screen, as: .image, file: package.testFile, testName: "card()")
      _ = verifySnapshot(of: screen, as: .image, file: package.testFile, testName: "card()")
    }
    XCTAssertEqual(
      package.snapshotFiles(),
      ["AppTests/XCTestSuiteFolderTests/card.default.2.png", "AppTests/XCTestSuiteFolderTests/card.default.png"])
  }
}
