import Foundation
import KagamiImage
import KagamiResults
import Testing

@testable import KagamiTesting

/// Image checks in a suite that has a baseline index (`kagami-index.txt`): they pass from the index
/// without reading a PNG, and recording keeps the index and the files consistent.
@Suite struct BaselineIndexCheckTests {
  /// The suite folder of `TestPackage`'s checks.
  func suite(_ package: TestPackage) -> URL { package.baseline("x").deletingLastPathComponent() }

  /// Writes an index for the PNGs recorded so far (what `kagami baselines migrate` does).
  func migrate(_ package: TestPackage) throws {
    var index = BaselineIndex()
    for name in try FileManager.default.contentsOfDirectory(atPath: suite(package).path) where name.hasSuffix(".png") {
      let data = try Data(contentsOf: suite(package).appendingPathComponent(name))
      let bitmap = try PNGCodec.decode(data)
      index.set(
        BaselineIndexEntry(
          file: name, hash: bitmap.pixelHash.hex, width: bitmap.width, height: bitmap.height,
          fingerprint: BaselineChunks.read(try PNGCodec.textChunks(in: data)).fingerprint))
    }
    try index.write(folder: suite(package), staging: nil)
  }

  func index(_ package: TestPackage) throws -> BaselineIndex {
    try #require(try BaselineIndex.read(folder: suite(package)))
  }

  @Test func aPassingCheckReadsTheIndexNotThePNG() throws {
    let package = try TestPackage()
    let counter = DecodeCounter()
    let settings = package.settings(counter: counter)
    let screen = try Screens.card()
    _ = package.verify(screen, settings: settings)
    try migrate(package)
    // A PNG whose bytes are no PNG at all: only a check that never opens it can pass.
    try Data("not a png".utf8).write(to: package.baseline("card.default.png"))
    for _ in 0..<3 { #expect(package.verify(screen, settings: settings) == nil) }
    #expect(counter.value == 0)
    // A change still fails, by reading the PNG (here: naming it corrupt).
    let failure = try #require(package.verify(try Screens.card(boxColor: RGBAColor(hex: 0xCC3333)), settings: settings))
    #expect(failure.contains("card.default.png: corrupt baseline"), "\(failure)")
  }

  @Test func recordingAddsAndUpdatesLinesBesideThePNGs() throws {
    let package = try TestPackage()
    let settings = package.settings()
    _ = package.verify(try Screens.card(), settings: settings)
    try migrate(package)
    let new = try Screens.card(width: 20)
    #expect(package.verify(new, named: "wide", settings: settings)?.contains("No reference was found") == true)
    #expect(try index(package)["card.wide.png"]?.hash == new.bitmap.pixelHash.hex)
    #expect(try index(package)["card.wide.png"]?.width == 20)
    #expect(FileManager.default.fileExists(atPath: package.baseline("card.wide.png").path))
    let changed = try Screens.card(boxColor: RGBAColor(hex: 0xCC3333))
    _ = package.verify(changed, record: .all, settings: settings)
    #expect(try index(package)["card.default.png"]?.hash == changed.bitmap.pixelHash.hex)
    #expect(package.verify(changed, settings: settings) == nil)
    #expect(package.verify(new, named: "wide", settings: settings) == nil)
  }

  @Test func aSuiteWithoutAnIndexGetsNoneWhileNoSuiteHasOne() throws {
    let package = try TestPackage()
    _ = package.verify(try Screens.card(), settings: package.settings())
    #expect(package.snapshotFiles() == ["AppTests/CardTests/card.default.png"])
  }

  @Test func aBrokenIndexFailsTheCheckNamingFileAndLineAndIsLeftAsItWas() throws {
    let package = try TestPackage()
    let settings = package.settings()
    let screen = try Screens.card()
    _ = package.verify(screen, settings: settings)
    try migrate(package)
    let url = suite(package).appendingPathComponent(BaselineIndex.fileName)
    let broken = try String(contentsOf: url, encoding: .utf8) + "<<<<<<< HEAD\n"
    try Data(broken.utf8).write(to: url)
    let failure = try #require(package.verify(screen, settings: settings))
    #expect(failure.contains("kagami-index.txt:3: a merge-conflict marker"), "\(failure)")
    #expect(package.verify(screen, record: .all, settings: settings) != nil)
    #expect(try String(contentsOf: url, encoding: .utf8) == broken)
  }

  @Test func refreshRewritesTheIndexNotThePNG() throws {
    let package = try TestPackage()
    var legacy = SnapshotFingerprint.current(root: package.root)
    legacy.fonts = "da068003a1b2c3d4"
    let screen = try Screens.card()
    _ = package.verify(screen, settings: package.settings(fingerprint: legacy))
    try migrate(package)
    let png = try Data(contentsOf: package.baseline("card.default.png"))
    #expect(try index(package)["card.default.png"]?.fingerprint?.fonts == "da068003a1b2c3d4")
    #expect(package.verify(screen, settings: package.settings(["KAGAMI_REFRESH_FINGERPRINTS": "1"])) == nil)
    #expect(try package.resultRecord("card.default.png").fingerprintRefreshed == true)
    #expect(try index(package)["card.default.png"]?.fingerprint?.fonts != "da068003a1b2c3d4")
    #expect(try Data(contentsOf: package.baseline("card.default.png")) == png, "the PNG is untouched")
  }

  @Test func aHashOnlySnapshotKeepsItsHashAndNoPNG() throws {
    let package = try TestPackage()
    let settings = package.settings()
    let hashOnly = ScreenSnapshotting<Screenshot>.image(options: ImageSnapshotOptions.exact.hashOnly())
    let screen = try Screens.card()
    let recorded = try #require(package.verify(screen, as: hashOnly, settings: settings))
    #expect(recorded.contains("hash-only, no PNG"), "\(recorded)")
    #expect(package.snapshotFiles() == ["AppTests/CardTests/kagami-index.txt"])
    let entry = try #require(try index(package)["card.default.png"])
    #expect(entry.storage == .hashOnly && entry.hash == screen.bitmap.pixelHash.hex)
    #expect(package.verify(screen, as: hashOnly, settings: settings) == nil)

    let changed = try Screens.card(boxColor: RGBAColor(hex: 0xCC3333))
    let failure = try #require(package.verify(changed, as: hashOnly, settings: settings))
    #expect(failure.contains("does not match its hash-only reference"), "\(failure)")
    #expect(failure.contains("git merge-base HEAD origin/main"), "\(failure)")
    #expect(failure.contains("KAGAMI_RENDER_REFERENCES=\(package.artifacts.path) swift test --filter AppTests"))
    #expect(try package.resultRecord("card.default.png").status == .failed)

    // What the base's worktree does with KAGAMI_RENDER_REFERENCES: its passing check writes the
    // reference into this run's artifacts; the next run then compares pixels and draws the diff.
    var base = settings
    base.environment["KAGAMI_RENDER_REFERENCES"] = package.artifacts.path
    #expect(package.verify(screen, as: hashOnly, settings: base) == nil)
    let compared = try #require(package.verify(changed, as: hashOnly, settings: settings))
    #expect(compared.contains("12 pixels (ratio 0.07 of all image pixels) are different."), "\(compared)")
    let artifacts = try package.resultRecord("card.default.png").artifacts
    #expect(artifacts.contains("AppTests/CardTests/card.default.png.diff.png"), "\(artifacts)")
    #expect(artifacts.contains("AppTests/CardTests/card.default.png.reference.png"), "\(artifacts)")
  }

  @Test func aKagamiJSONRuleMakesMatchingSnapshotsHashOnly() throws {
    let package = try TestPackage()
    try Data(#"{"hashOnly": ["Snapshots/AppTests/*/card.wide.*"]}"#.utf8).write(
      to: package.root.appendingPathComponent("kagami.json"))
    let settings = package.settings()
    _ = package.verify(try Screens.card(), settings: settings)
    let wide = try Screens.card(width: 20)
    _ = package.verify(wide, named: "wide", settings: settings)
    #expect(
      package.snapshotFiles() == ["AppTests/CardTests/card.default.png", "AppTests/CardTests/kagami-index.txt"])
    #expect(try index(package)["card.wide.png"]?.storage == .hashOnly)
    #expect(try index(package)["card.default.png"] == nil, "recorded before the suite had an index")
    #expect(package.verify(try Screens.card(), settings: settings) == nil, "it still checks by its chunks")
    #expect(package.verify(wide, named: "wide", settings: settings) == nil)

    let bad = try TestPackage()
    try Data(#"{"hashOnly": "Snapshots/**"}"#.utf8).write(to: bad.root.appendingPathComponent("kagami.json"))
    let failure = try #require(bad.verify(try Screens.card(), settings: bad.settings()))
    #expect(failure.contains("kagami.json: 'hashOnly' must be an array of path patterns"), "\(failure)")
  }
}
