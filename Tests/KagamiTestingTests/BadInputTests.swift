import Foundation
import KagamiImage
import Testing

@testable import KagamiTesting

@Suite struct BadInputTests {
  private func recorded() throws -> (TestPackage, SnapshotSettings, Data) {
    let package = try TestPackage()
    let settings = package.settings()
    _ = package.verify(try Screens.card(), settings: settings)
    return (package, settings, try Data(contentsOf: package.baseline("card.default.png")))
  }

  @Test func aCorruptBaselineNamesTheFile() throws {
    let (package, settings, _) = try recorded()
    try Data("not a png at all".utf8).write(to: package.baseline("card.default.png"))
    let failure = try #require(package.verify(try Screens.card(), settings: settings))
    #expect(failure.contains("Snapshots/AppTests/CardTests/card.default.png: corrupt baseline"))
  }

  @Test func aTruncatedBaselineNamesTheFile() throws {
    let (package, settings, data) = try recorded()
    try data.prefix(data.count / 2).write(to: package.baseline("card.default.png"))
    let failure = try #require(package.verify(try Screens.card(), settings: settings))
    #expect(failure.contains("card.default.png: corrupt baseline"))
    #expect(failure.contains("truncated"))
  }

  @Test func aBaselineWithIntactChunksButBrokenPixelsNamesTheFile() throws {
    let (package, settings, data) = try recorded()
    var broken = data
    // Flip bytes inside IDAT (after the text chunks), keeping the chunk list walkable.
    let idat = try #require(broken.range(of: Data("IDAT".utf8)))
    broken[idat.upperBound + 2] ^= 0xFF
    broken[idat.upperBound + 3] ^= 0xFF
    try broken.write(to: package.baseline("card.default.png"))
    let failure = try #require(package.verify(try Screens.card(y: 3), settings: settings))
    #expect(failure.contains("card.default.png: corrupt baseline"))
  }

  @Test func aWrongSizeBaselineSaysBothSizes() throws {
    let (package, settings, _) = try recorded()
    let failure = try #require(package.verify(try Screens.card(width: 20), settings: settings))
    #expect(failure.contains("card.default.png: cannot compare: the baseline is 16x12, the rendered screen 20x12"))
  }

  @Test func anUnreadableSnapshotsFolderNamesTheFile() throws {
    let package = try TestPackage()
    try Data("a file where the folder should be".utf8).write(to: package.root.appendingPathComponent("Snapshots"))
    let failure = try #require(package.verify(try Screens.card(), settings: package.settings()))
    #expect(failure.contains("Snapshots/AppTests/CardTests/card.default.png"))
    #expect(failure.contains("cannot"))
  }

  @Test func aBaselineThatIsAFolderNamesTheFile() throws {
    let package = try TestPackage()
    try FileManager.default.createDirectory(at: package.baseline("card.default.png"), withIntermediateDirectories: true)
    let failure = try #require(package.verify(try Screens.card(), settings: package.settings()))
    #expect(failure.contains("card.default.png: cannot read the baseline"))
  }

  @Test func aRenderThatThrowsIsAFailureNotACrash() throws {
    struct Boom: Error {}
    let package = try TestPackage()
    let strategy = ScreenSnapshotting<Int>.image { _ in throw Boom() }
    let failure = package.run(package.settings()) {
      verifySnapshot(of: 1, as: strategy, file: package.testFile, testName: "boom()")
    }
    #expect(failure?.contains("rendering threw") == true)
  }

  @Test func noPackageRootIsAFailure() throws {
    let failure = verifySnapshot(
      of: try Screens.card(), as: .image, file: "/nonexistent-\(UUID())/x/Tests.swift", testName: "t")
    #expect(failure?.contains("no Package.swift found") == true)
  }
}
