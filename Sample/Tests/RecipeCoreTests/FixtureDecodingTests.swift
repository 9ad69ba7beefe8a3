import Foundation
import RecipeCore
import Testing

/// Every fixture file decodes into the model of its endpoint, in both languages.
@Suite struct FixtureDecodingTests {
  static let apiRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/API")

  /// Relative paths (`default/ja/recipes/1001.json`) of every fixture, sorted.
  static func fixtureFiles() -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: apiRoot.path)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String { if path.hasSuffix(".json") { files.append(path) } }
    return files.sorted()
  }

  func decode(_ relative: String) throws -> String {
    let data = try Data(contentsOf: Self.apiRoot.appendingPathComponent(relative))
    let key = relative.split(separator: "/").dropFirst(2).joined(separator: "/")
    let decoder = APIClient.decoder
    if key.hasPrefix("search/") { return "\(try decoder.decode(SearchResult.self, from: data).recipes.count)" }
    if key.hasSuffix("/cooksnaps.json") { return "\(try decoder.decode([Cooksnap].self, from: data).count)" }
    if key.hasPrefix("recipes/") { return try decoder.decode(Recipe.self, from: data).title }
    if key.hasPrefix("kitchens/") { return try decoder.decode(Kitchen.self, from: data).author.name }
    if key == "shopping-list.json" { return "\(try decoder.decode([ShoppingSection].self, from: data).count)" }
    Issue.record("no model known for fixture \(relative)")
    return ""
  }

  @Test func everyFixtureDecodes() throws {
    let files = Self.fixtureFiles()
    #expect(files.count >= 40, "found \(files.count) fixtures under \(Self.apiRoot.path)")
    for file in files {
      do { _ = try decode(file) } catch { Issue.record("\(file): \(APIClient.describe(error))") }
    }
  }

  @Test func bothLanguagesHaveTheSameFixtureKeys() {
    let files = Self.fixtureFiles()
    for set in ["default", "empty"] {
      let ja = files.filter { $0.hasPrefix("\(set)/ja/") }.map { $0.dropFirst(set.count + 4) }
      let en = files.filter { $0.hasPrefix("\(set)/en/") }.map { $0.dropFirst(set.count + 4) }
      #expect(ja.count == en.count, "\(set): \(ja.count) ja and \(en.count) en fixtures")
      #expect(Set(ja.filter { !$0.hasPrefix("search/") }) == Set(en.filter { !$0.hasPrefix("search/") }))
    }
  }

  @Test func recipesAreRealisticallyLong() async throws {
    for language in [AppLanguage.ja, .en] {  // Arabic has search fixtures only so far
      let api = APIClient { request in
        try Data(
          contentsOf: Self.apiRoot.appendingPathComponent("default/\(language.rawValue)/\(request.fixtureKey).json"))
      }
      for id in 1001...1005 {
        let recipe = try await api.response(for: .recipe(id: id))
        #expect(recipe.id == id)
        #expect(recipe.ingredients.count >= 10, "\(language) \(id)")
        #expect(recipe.steps.count >= 6, "\(language) \(id)")
        #expect(recipe.steps.map(\.number) == Array(1...recipe.steps.count))
      }
      let kitchens = [try await api.response(for: .kitchen(id: 1)), try await api.response(for: .kitchen(id: 2))]
      #expect(!kitchens[0].recipes.isEmpty && kitchens[1].recipes.isEmpty)
      let sections = try await api.response(for: .shoppingList)
      let items = sections.flatMap(\.items)
      #expect(items.contains { $0.isChecked } && items.contains { !$0.isChecked })
      let cooksnaps = try await api.response(for: .cooksnaps(recipeID: 1001))
      #expect(cooksnaps.count >= 3 && cooksnaps.allSatisfy { !$0.comment.isEmpty })
    }
  }
}
