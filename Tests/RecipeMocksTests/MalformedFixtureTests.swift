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
