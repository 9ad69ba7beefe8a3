import Foundation
import RecipeCore
import RecipeMocks
import Testing

@Suite struct MockEnvironmentTests {
  @Test func clockLocaleAndTimeZoneAreFixed() {
    let japanese = MockEnvironment.make(language: .ja)
    let english = MockEnvironment.make(language: .en)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = japanese.timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: japanese.clock.now())
    #expect([parts.year, parts.month, parts.day, parts.hour, parts.minute] == [2026, 1, 1, 9, 0])
    #expect(japanese.timeZone.identifier == "Asia/Tokyo")
    #expect(japanese.locale == "ja_JP")
    #expect(english.locale == "en_US")
    #expect(english.language == .en)
    #expect(english.clock.now() == japanese.clock.now())
  }

  @Test func servesTheFixtureOfTheLanguageAndSet() async throws {
    let japanese = try await MockEnvironment.make(language: .ja).api.response(for: .recipe(id: 1001))
    let english = try await MockEnvironment.make(language: .en).api.response(for: .recipe(id: 1001))
    #expect(japanese.title.contains("カレー"))
    #expect(english.title.contains("Curry"))
    let empty = try await MockEnvironment.make(scenario: .empty).api.response(for: .shoppingList)
    #expect(empty.isEmpty)
  }

  @Test func missingFixtureNamesTheEndpointAndTheFile() async {
    let environment = MockEnvironment.make(language: .en)
    do {
      _ = try await environment.api.response(for: .recipe(id: 9999))
      Issue.record("expected a missing fixture error")
    } catch {
      let message = error.description
      #expect(message.contains("GET recipes/9999"), "\(message)")
      #expect(message.contains("Fixtures/API/default/en/recipes/9999.json"), "\(message)")
      #expect(error.endpoint == "GET recipes/9999")
    }
  }

  @Test func injectedFailureIsAServerError() async {
    let scenario = PreviewScenario.failing(Endpoint.search(query: "カレー").fixtureKey)
    let environment = MockEnvironment.make(scenario: scenario)
    await #expect(throws: APIError.server(endpoint: "GET search?q=カレー", statusCode: 500)) {
      try await environment.api.response(for: .search(query: "カレー"))
    }
    let other = try? await environment.api.response(for: .search(query: "肉じゃが"))
    #expect(other?.recipes.count == 1)
  }

  @Test func injectedDelayHoldsTheAnswerBack() async throws {
    let key = Endpoint.shoppingList.fixtureKey
    let environment = MockEnvironment.make(scenario: PreviewScenario(delays: [key: .milliseconds(300)]))
    let clock = ContinuousClock()
    let start = clock.now
    let sections = try await environment.api.response(for: .shoppingList)
    #expect(clock.now - start >= .milliseconds(300))
    #expect(!sections.isEmpty)
    let quickStart = clock.now
    _ = try await environment.api.response(for: .kitchen(id: 1))
    #expect(clock.now - quickStart < .milliseconds(300))
  }

  @Test func imagesDecodeFromTheFixtureFolder() throws {
    let environment = MockEnvironment.make()
    let hero = try environment.images.load("recipes/curry.png")
    #expect(hero.width == 600 && hero.height == 400)
    let avatar = try environment.images.load("avatars/hanako.png")
    #expect(avatar.width == 128)
    #expect(throws: ImageError.self) { try environment.images.load("recipes/none.png") }
  }

  @Test func everyEnvironmentSharesTheDecodedImages() throws {
    // One decode per process, and the same pixel storage in every variant's environment: the
    // renderer's resampled-image cache recognises an image by that storage.
    let japanese = try MockEnvironment.make(language: .ja).images.load("recipes/curry.png")
    let english = try MockEnvironment.make(language: .en).images.load("recipes/curry.png")
    let first = japanese.pixels.withUnsafeBufferPointer { $0.baseAddress }
    let second = english.pixels.withUnsafeBufferPointer { $0.baseAddress }
    #expect(first != nil && first == second)
  }
}

/// Fixture problems reach the logger even when the caller swallows the error.
@Suite struct FixtureLoggingTests {
  @Test func missingFixturesAreLoggedButInjectedFailuresAreNot() async {
    let recorder = LogRecorder()
    let scenario = PreviewScenario.failing(Endpoint.shoppingList.fixtureKey)
    let environment = MockEnvironment.make(language: .en, scenario: scenario, logger: recorder.logger)
    _ = try? await environment.api.response(for: .kitchen(id: 404))
    _ = try? await environment.api.response(for: .shoppingList)
    _ = try? await environment.api.response(for: .kitchen(id: 1))
    #expect(recorder.fixtureErrors.count == 1)
    #expect(recorder.fixtureErrors.first?.contains("GET kitchens/404") == true)
    #expect(recorder.fixtureErrors.first?.contains("en/kitchens/404.json") == true)
  }
}
