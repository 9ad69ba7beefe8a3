import Foundation
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
}
