import RecipeCore
import RecipeMocks
import Testing

@testable import SearchFeature

/// Each Search preview's scenario really produces the state its name promises, in both languages.
@Suite struct SearchPreviewStateTests {
  private func state(of name: String, query: Localized<String>, language: AppLanguage) async throws -> SearchState {
    let preview = try #require(SearchPreviews.all.first { $0.name == name })
    let environment = MockEnvironment.make(language: language, scenario: preview.scenario)
    return await SearchViewModel(environment: environment, query: query(language)).load()
  }

  @Test(arguments: AppLanguage.allCases)
  func previewsShowTheirStates(_ language: AppLanguage) async throws {
    guard case .loaded(let results) = try await state(of: "results", query: SearchPreviews.curry, language: language)
    else {
      Issue.record("results is not loaded")
      return
    }
    #expect(results.items.count == 1)
    guard
      case .loaded(let long) = try await state(of: "longTitles", query: SearchPreviews.japanese, language: language)
    else {
      Issue.record("longTitles is not loaded")
      return
    }
    #expect(long.items.count == 5)
    guard case .empty = try await state(of: "empty", query: SearchPreviews.noMatch, language: language) else {
      Issue.record("empty is not empty")
      return
    }
    #expect(try await state(of: "error", query: SearchPreviews.curry, language: language) == .failed(.server))
  }
}
