import RecipeCore
import Testing

@Suite struct PreviewTests {
  @Test func scenariosAndPreviewsKeepTheirParts() {
    #expect(PreviewScenario.default.fixtureSet == "default")
    #expect(PreviewScenario.empty.fixtureSet == "empty")
    #expect(PreviewScenario.failing("search/q=カレー").failures == ["search/q=カレー"])
    let screen = Screen(name: "Sample") { _ in ScreenContent { Text("Hello") } }
    let preview = RecipePreview("results", scenario: .empty, fullContent: true, screen: screen)
    #expect(preview.name == "results" && preview.fullContent && preview.scenario == .empty)
    #expect(
      RecipePreview("error", scenario: .failing("shopping-list"), screen: screen).scenario.failures == ["shopping-list"]
    )
    #expect(RecipePreview("loading") { _ in ScreenContent { Text("…") } }.scenario == .default)
  }
}
