import Foundation
import KagamiFixtures
import KagamiImage
import KagamiRaster
import KagamiRenderer
import KagamiText
import RecipeCore
import RecipeMocks
import Testing

/// Broken fixture files are reported with their file, line and column.
@Suite struct MalformedFixtureTests {
  /// A fixtures root holding `API/default/ja/<key>.json` with `text`.
  func root(writing text: String, key: String) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("fixtures-\(UUID().uuidString)")
    let file = root.appendingPathComponent("API/default/ja/\(key).json")
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return root
  }

  func message(for text: String) async throws -> String {
    let root = try root(writing: text, key: "kitchens/7")
    defer { try? FileManager.default.removeItem(at: root) }
    let environment = MockEnvironment.make(language: .ja, fixturesRoot: root)
    do {
      _ = try await environment.api.response(for: .kitchen(id: 7))
    } catch {
      return error.description
    }
    Issue.record("expected an error")
    return ""
  }

  @Test func extraCommaIsLocatedByLineAndColumn() async throws {
    let text = "{\n  \"id\": 7,\n  \"bio\": \"東京で料理\",, \"x\": 1\n}\n"
    let message = try await message(for: text)
    #expect(message.contains("kitchens/7.json:3:"), "\(message)")
    // The second comma is the 18th character of line 3 (`  "bio": "東京で料理",,`), counted in characters.
    #expect(message.contains("kitchens/7.json:3:18:"), "\(message)")
    #expect(message.contains("GET kitchens/7"), "\(message)")
  }

  @Test func truncatedFileIsLocatedAtItsEnd() async throws {
    let message = try await message(for: "{\n  \"id\": 7,\n  \"bio\": \"abc")
    #expect(message.contains("kitchens/7.json:3:"), "\(message)")
  }

  @Test func validJSONOfTheWrongShapeIsADecodingError() async throws {
    let root = try root(writing: "{\"id\": \"seven\"}", key: "kitchens/7")
    defer { try? FileManager.default.removeItem(at: root) }
    let environment = MockEnvironment.make(fixturesRoot: root)
    do {
      _ = try await environment.api.response(for: .kitchen(id: 7))
      Issue.record("expected a decoding error")
    } catch {
      guard case .decoding(let endpoint, let reason) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(endpoint == "GET kitchens/7")
      #expect(reason.contains("id"), "\(reason)")
    }
  }
}

/// The locator finds the first error where Foundation only says "end of file".
@Suite struct MalformedFixturePositionTests {
  func position(of text: String) async throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("fixtures-\(UUID().uuidString)")
    let file = root.appendingPathComponent("API/default/en/shopping-list.json")
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: root) }
    do {
      _ = try await MockEnvironment.make(language: .en, fixturesRoot: root).api.response(for: .shoppingList)
    } catch {
      let marker = "shopping-list.json:"
      guard let range = error.description.range(of: marker) else { return error.description }
      return String(error.description[range.upperBound...].prefix { $0 != " " })
    }
    return "no error"
  }

  @Test(arguments: [
    ("[\n  {\"id\": tru}\n]", "2:13:"),
    ("[1 2]", "1:4:"),
    ("[\n  {\"title\": \"野菜\" \"items\": []}\n]", "2:18:"),
    ("[\"tab\there\"]", "1:6:"),
    ("[01]", "1:3:"),
    ("[\n  {}\n]\nx", "4:1:"),
    ("[\n  {\"a\": 1}", "2:11:"),
  ])
  func errorsAreLocated(text: String, expected: String) async throws {
    #expect(try await position(of: text) == expected, "\(text.debugDescription)")
  }

  /// Unpaired surrogates (`\ud83c` without its low half, `\udf5b` alone), a lone joiner and a lone
  /// combining mark in a fixture: decoded, each lone surrogate as U+FFFD, and drawn without a crash.
  @Test func unpairedSurrogatesAndLoneMarksDecodeAndDraw() async throws {
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let fixture = package.appendingPathComponent("Fixtures/API/empty/ja/kitchens/2.json")
    let original = try String(contentsOf: fixture, encoding: .utf8)
    let bio = #"\ud83c カレー \udf5b\u200d \u0301 🍛""#
    let text = original.replacingOccurrences(of: #""bio": ""#, with: #""bio": ""# + bio.dropLast())
    #expect(text != original)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fixtures-\(UUID().uuidString)")
    let file = folder.appendingPathComponent("API/default/ja/kitchens/2.json")
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: folder) }
    let kitchen = try await MockEnvironment.make(language: .ja, fixturesRoot: folder).api.response(for: .kitchen(id: 2))
    let scalars = kitchen.bio.unicodeScalars.map { $0.value }
    #expect(Array(scalars.prefix(8)) == [0xFFFD, 0x20, 0x30AB, 0x30EC, 0x30FC, 0x20, 0xFFFD, 0x200D], "\(scalars)")
    let fonts = try FontSet.bundled()
    let layout = try fonts.layout(kitchen.bio, font: Font(.body), style: ParagraphStyle(width: 300), scale: 2)
    #expect(layout.lines.count >= 1 && layout.glyphs.contains { fonts.isColorFace($0.face) })
    var canvas = try Canvas(width: 620, height: layout.pixelHeight, scale: 2, background: RGBAColor.white)
    try canvas.drawParagraph(layout, at: Point(x: 0, y: 0), color: RGBAColor.black, fonts: fonts)
  }

  @Test func onlyUnpairedSurrogateEscapesInsideStringsAreRepaired() {
    func repaired(_ text: String) -> String { String(decoding: FixtureJSON.repaired(Data(text.utf8)), as: UTF8.self) }
    #expect(repaired(#"["\ud83c\udf5b"]"#) == #"["\ud83c\udf5b"]"#, "a pair stays")
    #expect(repaired(#"["\ud83c", "\udf5b"]"#) == #"["\ufffd", "\ufffd"]"#)
    #expect(repaired(#"["\ud83cx\ud83c\u0041"]"#) == #"["\ufffdx\ufffd\u0041"]"#)
    #expect(repaired(#"["\\ud83c", "\"\ud83c"]"#) == #"["\\ud83c", "\"\ufffd"]"#, "an escaped backslash is no escape")
    #expect(repaired(#"{"\uDBFF": 1}"#) == #"{"\ufffd": 1}"#, "keys are strings too")
    #expect(repaired(#"["\ud83"]"#) == #"["\ud83"]"#, "a malformed escape is left to the parser")
  }
}
