import Foundation
import KagamiDiff
import KagamiFixtures
import KagamiResults
import KagamiRunner
import Testing

/// What fuzzing found, each pinned by a small case (the reproducers are in Fuzz/Regressions).
@Suite struct FuzzFindingTests {
  @Test func invalidUTF8InAStringIsLocatedAtItsFirstByte() {
    #expect(JSONErrorLocator.firstError(in: [0x22, 0x5D, 0xFC, 0xFF, 0x22]) == 2)
    // Overlong forms, encoded surrogates, code points above U+10FFFF and truncated sequences.
    for bad: [UInt8] in [
      [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE3, 0x81],
    ] {
      #expect(JSONErrorLocator.firstError(in: [0x22, 0x61] + bad + [0x22]) == 2, "\(bad)")
    }
    for good in ["\"é\"", "\"日本\"", "\"🍛👨‍🍳\"", "\"\u{10FFFF}\""] {
      #expect(JSONErrorLocator.firstError(in: Array(good.utf8)) == nil, "\(good)")
    }
  }

  @Test func aMalformedFixtureNamesTheLineAndColumnOfTheBadByte() throws {
    let data = Data("{\n  \"title\": \"カレー".utf8) + Data([0xFF]) + Data("\"\n}\n".utf8)
    #expect(throws: FixtureJSONError.self) { try FixtureJSON.validate(data, file: "recipes/1.json") }
    do {
      try FixtureJSON.validate(data, file: "recipes/1.json")
    } catch {
      #expect(error.file == "recipes/1.json")
      #expect(error.line == 2)
      #expect(error.column == "  \"title\": \"カレー".count + 1)
    }
  }

  @Test func aNumberNoDoubleHoldsIsLocatedAtItsStart() {
    #expect(JSONErrorLocator.firstError(in: Array("[1, 6E999]".utf8)) == 4)
    #expect(JSONErrorLocator.firstError(in: Array("-1e309".utf8)) == 0)
    #expect(JSONErrorLocator.firstError(in: Array("[1.5e308, -0, 1e-999]".utf8)) == nil)
  }

  @Test func anIdThatLooksLikeASiblingIndexIsItsOwnNode() {
    // "a[1]" used to be keyed like the second "a", so an unchanged dump explained itself as changed.
    let dump = "screen 0,0 10x10\n  a 0,0 1x1\n  a[1] 0,0 2x2\n  a 0,0 3x3\n  b/c 0,0 4x4\n  b\n    c 0,0 5x5"
    #expect(LayoutExplanation.differences(expected: dump, actual: dump).isEmpty)
    let moved = dump.replacingOccurrences(of: "a 0,0 3x3", with: "a 0,1 3x3")
    #expect(LayoutExplanation.differences(expected: dump, actual: moved) == ["a: y 0 → 1"])
  }

  @Test func timingsKeepOnlyFiniteNonNegativeSeconds() {
    #expect(TestTimings.decode(Data("{\"A\": -1, \"B\": 2.5, \"C\": 0}".utf8)) == ["B": 2.5, "C": 0])
    #expect(TestTimings.decode(Data("[1, 2]".utf8)) == nil)
  }

  @Test func aCorruptRecordNamesItsFile() {
    #expect(throws: ArtifactError.corrupt("A/b.png.json", "not a JSON object")) {
      try ArtifactStore.record(from: Data("[]".utf8), file: "A/b.png.json")
    }
    #expect(throws: ArtifactError.unsupportedSchema("run.json", 99)) {
      try ArtifactStore.manifest(from: Data("{\"schemaVersion\": 99, \"targets\": []}".utf8), file: "run.json")
    }
  }
}
