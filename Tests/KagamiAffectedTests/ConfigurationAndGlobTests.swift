import Foundation
import Testing

@testable import KagamiAffected

@Suite struct ConfigurationAndGlobTests {
  @Test func globSemantics() {
    #expect(Glob("Fixtures/**").matches("Fixtures/API/a/b.json"))
    #expect(Glob("**/*.md").matches("README.md"))
    #expect(Glob("**/*.md").matches("Sources/Core/NOTES.md"))
    #expect(!Glob("*.md").matches("Sources/NOTES.md"))
    #expect(Glob("a/**/b").matches("a/b"))
    #expect(Glob("a/**/b").matches("a/x/y/b"))
    #expect(!Glob("a/**/b").matches("a/xb"))
    #expect(Glob("Fixtures/Images/*.png").matches("Fixtures/Images/ramen.png"))
    #expect(!Glob("Fixtures/Images/*.png").matches("Fixtures/Images/sub/ramen.png"))
    #expect(Glob("Snapshots/?ore/*").matches("Snapshots/Core/x"))
    #expect(Glob("./Docs/**").matches("Docs/a"))
  }

  @Test func configurationParses() throws {
    let json =
      #"{"globalInputs":["Fixtures/Fonts/**"],"extraInputs":{"Fixtures/API/**":["A","B"]},"ignore":["**/*.md"]}"#
    let configuration = try KagamiConfiguration(data: Data(json.utf8), file: "kagami.json")
    #expect(configuration.globalInputs == [Glob("Fixtures/Fonts/**")])
    #expect(configuration.extraInputs.map(\.targets) == [["A", "B"]])
    #expect(configuration.ignore == [Glob("**/*.md")])
  }

  @Test func typoInAKeyIsNamedWithASuggestion() {
    let error = #expect(throws: AffectedError.self) {
      try KagamiConfiguration(data: Data(#"{"globalInput":[]}"#.utf8), file: "/repo/kagami.json")
    }
    #expect(
      error?.description
        == "/repo/kagami.json: unknown key 'globalInput' (did you mean 'globalInputs'? known keys: globalInputs, extraInputs, ignore, audit, hashOnly)"
    )
  }

  @Test func wrongTypesAndBadJSONAreNamed() {
    let wrongType = #expect(throws: AffectedError.self) {
      try KagamiConfiguration(data: Data(#"{"ignore":"*.md"}"#.utf8), file: "kagami.json")
    }
    #expect(wrongType?.description == "kagami.json: 'ignore' must be an array of glob strings")
    let entry = #expect(throws: AffectedError.self) {
      try KagamiConfiguration(data: Data(#"{"extraInputs":{"a/**":"T"}}"#.utf8), file: "kagami.json")
    }
    #expect(entry?.description == "kagami.json: 'extraInputs' entry 'a/**' must be an array of target names")
    let broken = #expect(throws: AffectedError.self) {
      try KagamiConfiguration(data: Data("{".utf8), file: "kagami.json")
    }
    #expect(broken?.description.hasPrefix("kagami.json: not valid JSON") == true)
  }

  @Test func nameStatusParsingKeepsSpacesUnicodeAndRenames() throws {
    let raw = "M\0Sources/A B/ü.swift\0R100\0old/x.swift\0new/x.swift\0D\0gone.swift\0A\0new file.txt\0"
    let changes = try GitRepository.parseNameStatus(Data(raw.utf8))
    #expect(
      changes == [
        FileChange(status: .modified, path: "Sources/A B/ü.swift"),
        FileChange(status: .renamed, path: "new/x.swift", oldPath: "old/x.swift"),
        FileChange(status: .deleted, path: "gone.swift"),
        FileChange(status: .added, path: "new file.txt"),
      ])
  }
}
