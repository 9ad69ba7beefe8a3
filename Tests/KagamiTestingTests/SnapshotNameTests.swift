import Foundation
import Testing

@testable import KagamiTesting

@Suite struct SnapshotNameTests {
  @Test(arguments: [
    ("rendersCard()", "rendersCard"),
    ("test(name:count:)", "test-name-count"),
    ("../../etc/passwd", "etc-passwd"),
    ("a/b\\c", "a-b-c"),
    ("nul\u{0}byte", "nul-byte"),
    ("..", "_"),
    ("", "_"),
    ("日本語のテスト", "日本語のテスト"),
    ("line\nbreak\ttab", "line-break-tab"),
  ])
  func testNamesBecomeSafeComponents(raw: String, expected: String) {
    #expect(SnapshotName.test(raw) == expected)
  }

  @Test func variantsKeepSingleInnerDots() {
    #expect(SnapshotName.component("iPhone15.light.large.ja", allowsDots: true) == "iPhone15.light.large.ja")
    #expect(SnapshotName.component("../..//x..y.", allowsDots: true) == "x.y")
    #expect(SnapshotName.component("...", allowsDots: true) == "_")
  }

  @Test func absurdlyLongNamesAreCutWithAHash() {
    let long = String(repeating: "a", count: 5000)
    let name = SnapshotName.component(long)
    #expect(name.utf8.count <= SnapshotName.maximumBytes)
    #expect(name != SnapshotName.component(long + "b"))
    #expect(SnapshotName.component(String(repeating: "語", count: 500)).utf8.count <= SnapshotName.maximumBytes)
  }

  @Test func hostileNamesStayInsideSnapshots() throws {
    let package = try TestPackage()
    let hostile = [
      "../../../../tmp/evil", "/abs/olute", "..", "a/../../b", "\u{0}", String(repeating: "../", count: 300),
    ]
    for name in hostile {
      let location = try SnapshotLocation(
        filePath: package.testFile, suite: name, test: name, variant: name, pathExtension: "png")
      #expect(location.isContained)
      #expect(location.url.path.hasPrefix(package.root.appendingPathComponent("Snapshots/AppTests/").path))
      _ = package.verify(try Screens.card(), named: name, test: name, settings: package.settings())
    }
    #expect(package.snapshotFiles().allSatisfy { !$0.contains("..") && $0.hasPrefix("AppTests/CardTests/") })
    // "..", NUL and "../" × 300 all sanitize to "_".
    #expect(package.snapshotFiles().count == Set(hostile.map { SnapshotName.test($0) }).count)
    #expect(package.snapshotFiles().count == 4)
  }

  @Test func locationFollowsTheTestTargetFolder() throws {
    let package = try TestPackage()
    let nested = package.root.appendingPathComponent("Tests/AppTests/Sub/Deep/ListTests.swift").path
    let location = try CurrentTest.$simulated.withValue(CurrentTest.Simulated(identity: "list")) {
      try SnapshotLocation(filePath: nested, test: "list()", variant: "iPhone15.dark", pathExtension: "png")
    }
    #expect(location.relativePath == "Snapshots/AppTests/ListTests/list.iPhone15.dark.png")
    // Under Swift Testing the suite type names the folder (this test runs in SnapshotNameTests).
    let inSuite = try SnapshotLocation(filePath: nested, test: "list()", variant: "iPhone15.dark", pathExtension: "png")
    #expect(inSuite.relativePath == "Snapshots/AppTests/SnapshotNameTests/list.iPhone15.dark.png")
    #expect(location.root.path == package.root.standardizedFileURL.path)
  }
}
