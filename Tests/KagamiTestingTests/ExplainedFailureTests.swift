import Foundation
import KagamiDiff
import KagamiImage
import KagamiResults
import Testing

@testable import KagamiTesting

@Suite struct ExplainedFailureTests {
  @Test func aLayoutBaselineBesideTheImageExplainsTheFailureByNode() throws {
    let package = try TestPackage()
    let settings = package.settings()
    let screen = try Screens.card()
    _ = package.verify(screen, settings: settings)
    _ = package.verify(screen, as: .layoutDump, settings: settings)
    let failure = try #require(package.verify(try Screens.card(y: 4, title: "Waffles"), settings: settings))
    #expect(failure.contains("RecipeCard#title: y 2 → 4, text changed"))
    let explanation = try #require(failure.range(of: "RecipeCard#title"))
    let counts = try #require(failure.range(of: "pixels (ratio"))
    #expect(explanation.lowerBound < counts.lowerBound)
    #expect(failure.contains("does not match the reference"))
  }

  @Test func withoutALayoutBaselineOnlyPixelsAreReported() throws {
    let package = try TestPackage()
    let settings = package.settings()
    _ = package.verify(try Screens.card(), settings: settings)
    let failure = try #require(package.verify(try Screens.card(y: 4), settings: settings))
    #expect(!failure.contains("Layout differences"))
    #expect(failure.contains("pixels (ratio"))
  }

  @Test func aChangedFingerprintIsNamed() throws {
    let package = try TestPackage()
    var old = SnapshotFingerprint.current(root: package.root)
    old.freeType = "2.10.0"
    _ = package.verify(try Screens.card(), settings: package.settings(fingerprint: old))
    let failure = try #require(package.verify(try Screens.card(y: 3), settings: package.settings()))
    #expect(failure.contains("FreeType 2.10.0 → \(LibraryVersions.freeType)"))
    #expect(failure.contains("The environment changed since the baseline"))
  }

  @Test func aChangedICUIsNamed() throws {
    let package = try TestPackage()
    var old = SnapshotFingerprint.current(root: package.root)
    #expect(old.icu == LibraryVersions.icu && old.icu.hasPrefix("72.") && old.icu.hasSuffix("(Unicode 15.0)"))
    #expect(SnapshotFingerprint(text: old.text) == old)
    #expect(SnapshotFingerprint(text: "kagami=0.1.0").icu == "unknown", "baselines from before ICU was written")
    #expect(old.friBidi == LibraryVersions.friBidi && old.friBidi.hasPrefix("1.0."), "\(old.friBidi)")
    #expect(SnapshotFingerprint(text: "kagami=0.1.0").friBidi == "unknown", "baselines from before FriBidi")
    let decoded = try JSONDecoder().decode(SnapshotFingerprint.self, from: JSONEncoder().encode(old))
    #expect(decoded == old)
    let oldRecord = #"{"kagami":"0.1.0","fonts":"ab","freeType":"2.12.1","harfBuzz":"6.0.0","libpng":"1.6.39"}"#
    let fromOldRecord = try JSONDecoder().decode(SnapshotFingerprint.self, from: Data(oldRecord.utf8))
    #expect(fromOldRecord.icu == "unknown" && fromOldRecord.freeType == "2.12.1", "records from before ICU was written")
    old.icu = "70.1 (Unicode 14.0)"
    _ = package.verify(try Screens.card(), settings: package.settings(fingerprint: old))
    let failure = try #require(package.verify(try Screens.card(y: 3), settings: package.settings()))
    #expect(failure.contains("ICU 70.1 (Unicode 14.0) → \(LibraryVersions.icu)"))
    var beforeFriBidi = SnapshotFingerprint.current(root: package.root)
    beforeFriBidi.friBidi = "unknown"
    #expect(
      beforeFriBidi.differences(from: .current(root: package.root)) == ["FriBidi \(LibraryVersions.friBidi) → unknown"])
  }

  @Test func theLayoutParserIsTolerant() {
    let expected = """
      Screen 0,0 390x844
        Card (x: 16, y: 120, w: 358, h: 200)
          Card#title: frame=16.5,120,200,24 text="Pancakes"
          Label 16,150 100x20
          Label 16,170 100x20
      garbage line without numbers

        Footer 0,800 390x44
      """
    let actual = """
      Screen 0,0 390x844
        Card (x: 16, y: 124, w: 358, h: 200)
          Card#title: frame=16.5,124,200,24 text="Pancakes!"
          Label 16,150 100x20
          Label 16,171 100x20
          Badge 1,2 3x4
      garbage line without numbers
      """
    let lines = LayoutExplanation.differences(expected: expected, actual: actual, limit: 10)
    #expect(
      lines == [
        "Card: y 120 → 124", "Card#title: y 120 → 124, text changed", "Label: y 170 → 171", "Badge: added",
        "Footer: removed",
      ])
    #expect(LayoutExplanation.differences(expected: expected, actual: actual, limit: 2).last == "… and 3 more nodes")
    #expect(LayoutExplanation.differences(expected: "", actual: "").isEmpty)
    #expect(LayoutDumpLine("   ") == nil)
    #expect(LayoutDumpLine("\u{0}\u{1} 1,2")?.frame == nil)
  }
}
