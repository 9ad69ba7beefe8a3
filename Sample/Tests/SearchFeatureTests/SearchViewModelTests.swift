import Foundation
import RecipeCore
import RecipeMocks
import Testing

@testable import SearchFeature

/// `SearchViewModel` against the mock Environment: each state, the error mapping, both languages.
@Suite struct SearchViewModelTests {
  private func load(_ query: String, language: AppLanguage = .ja, scenario: PreviewScenario = .default) async
    -> SearchState
  {
    await SearchViewModel(environment: MockEnvironment.make(language: language, scenario: scenario), query: query)
      .load()
  }

  @Test func curryLoadsTheFirstPageWithCountAndRelatedKeywords() async throws {
    guard case .loaded(let results) = await load("カレー") else {
      Issue.record("not loaded")
      return
    }
    #expect(results.query == "カレー")
    #expect(results.totalCount == 42)
    #expect(results.items.map(\.id) == [1001])
    #expect(results.items[0].recipe.author.name == "さとう花子")
    #expect(results.relatedQueries == ["キーマカレー", "カレーうどん", "スープカレー"])
    #expect(results.remainingCount == 41)
  }

  @Test func englishReadsTheEnglishFixtures() async throws {
    guard case .loaded(let results) = await load("curry", language: .en) else {
      Issue.record("not loaded")
      return
    }
    #expect(results.items.first?.recipe.title.hasPrefix("Slow-Cooked Japanese Pork Curry") == true)
    #expect(results.relatedQueries.first == "keema curry")
  }

  @Test func longTitleQueryLoadsFiveResults() async throws {
    guard case .loaded(let results) = await load("和食") else {
      Issue.record("not loaded")
      return
    }
    #expect(results.items.count == 5)
    #expect(results.items.allSatisfy { $0.recipe.title.count >= 25 })
  }

  @Test func noMatchSuggestsPopularKeywords() async {
    let state = await load("チョコミントカレー")
    #expect(state == .empty(suggestions: SearchStrings.popularQueries.ja))
  }

  @Test func emptyFixtureSetLeavesTheQueryOutOfTheSuggestions() async {
    let state = await load("curry", language: .en, scenario: .empty)
    #expect(state == .empty(suggestions: SearchStrings.popularQueries.en.filter { $0 != "curry" }))
  }

  @Test func blankQueryShowsTheStartPage() async {
    #expect(await load("  ") == .idle(popular: SearchStrings.popularQueries.ja))
    #expect(await load("", language: .en) == .idle(popular: SearchStrings.popularQueries.en))
  }

  @Test func queryIsTrimmedBeforeSearching() async {
    guard case .loaded(let results) = await load(" カレー\n") else {
      Issue.record("not loaded")
      return
    }
    #expect(results.query == "カレー")
  }

  @Test func serverFailureMapsToServer() async {
    let key = Endpoint.search(query: "カレー").fixtureKey
    #expect(await load("カレー", scenario: .failing(key)) == .failed(.server))
  }

  @Test func queryWithoutFixtureMapsToConnection() async {
    #expect(await load("存在しない料理") == .failed(.connection))
  }

  @Test func apiErrorsMapToUserFacingFailures() {
    #expect(SearchFailure(.server(endpoint: "GET search", statusCode: 503)) == .server)
    #expect(SearchFailure(.transport(endpoint: "GET search", message: "offline")) == .connection)
    #expect(SearchFailure(.decoding(endpoint: "GET search", message: "bad")) == .unreadable)
    #expect(SearchFailure.server.message.ja != SearchFailure.connection.message.ja)
    #expect(SearchFailure.unreadable.message.en.contains("read"))
  }

  @Test func picturesComeFromTheImageClientAndFailuresBecomePlaceholders() async throws {
    let picture = try Bitmap(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 255, 0, 255])
    var environment = MockEnvironment.make()
    environment.images = ImageClient { path in
      guard path.hasPrefix("recipes/") else { throw ImageError.missing(path: path) }
      return picture
    }
    guard case .loaded(let results) = await SearchViewModel(environment: environment, query: "カレー").load() else {
      Issue.record("not loaded")
      return
    }
    #expect(results.items[0].image == picture)
    #expect(results.items[0].authorImage == nil)
  }

  @Test func resultsAndChipsOpenScreensThroughDescriptors() {
    let viewModel = SearchViewModel(environment: MockEnvironment.make(), query: "カレー")
    #expect(viewModel.recipeDetails(for: 1001).name.contains("ViewDescriptor.RecipeDetails(recipeID: 1001)"))
    #expect(viewModel.search(for: "キーマカレー").name.contains("ViewDescriptor.Search(query: \"キーマカレー\")"))
  }

  @Test func countTextsAreLocalizedAndPluralized() {
    #expect(SearchStrings.resultCount(1234, query: "カレー").ja == "「カレー」のレシピ 1,234品")
    #expect(SearchStrings.resultCount(1, query: "curry").en == "1 recipe for “curry”")
    #expect(SearchStrings.resultCount(2, query: "curry").en == "2 recipes for “curry”")
    #expect(SearchStrings.detail(author: "A", minutes: 5, cooksnaps: 1).en == "A · 5 min · 1 cooksnap")
  }
}
