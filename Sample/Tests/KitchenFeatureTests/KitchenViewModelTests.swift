import Foundation
import RecipeCore
import RecipeMocks
import Testing

@testable import KitchenFeature

/// The Kitchen view model against the mock environment: profile, counts, recipes, a kitchen without
/// recipes, error mapping, language, pictures.
@Suite struct KitchenViewModelTests {
  let model = KitchenViewModel(kitchenID: 1)

  @Test func loadsTheProfileWithCountsAndRecipesInOrder() async throws {
    let environment = MockEnvironment.make(language: .ja)
    let kitchen = try await environment.api.response(for: .kitchen(id: 1))
    guard case .loaded(let profile) = await model.load(in: environment) else {
      Issue.record("expected a loaded state")
      return
    }
    #expect(profile.name == kitchen.author.name)
    #expect(profile.bio == kitchen.bio)
    #expect(profile.location == kitchen.location)
    #expect(profile.followerCount == kitchen.followerCount)
    #expect(profile.recipeCount == kitchen.recipeCount)
    #expect(profile.cooksnapCount == kitchen.recipes.map(\.cooksnapCount).reduce(0, +))
    #expect(profile.cooksnapCount > 0)
    #expect(profile.recipes.map(\.id) == kitchen.recipes.map(\.id))
    #expect(profile.recipes.map(\.title) == kitchen.recipes.map(\.title))
  }

  @Test func aKitchenWithoutRecipesStillShowsItsProfile() async {
    guard case .empty(let profile) = await model.load(in: MockEnvironment.make(scenario: .empty)) else {
      Issue.record("expected the empty state")
      return
    }
    #expect(profile.recipes.isEmpty)
    #expect(!profile.name.isEmpty && !profile.bio.isEmpty)
    #expect(profile.cooksnapCount == 0)
  }

  @Test func theRecipeCountIsNeverBelowTheRecipesListed() {
    let author = Author(id: 9, name: "Test", avatarPath: "avatars/none.png")
    let recipe = RecipeSummary(
      id: 1, title: "T", imagePath: "recipes/none.png", author: author, cookingMinutes: 5, ingredientsPreview: "",
      cooksnapCount: 3)
    let kitchen = Kitchen(
      id: 9, author: author, bio: "", location: "", followerCount: 0, recipeCount: 0, recipes: [recipe, recipe])
    var environment = MockEnvironment.make()
    environment.images = .none
    let profile = KitchenViewModel.profile(for: kitchen, in: environment)
    #expect(profile.recipeCount == 2)
    #expect(profile.cooksnapCount == 6)
    #expect(profile.avatar == nil && profile.recipes.allSatisfy { $0.image == nil })
  }

  @Test func failuresMapToWhatTheUserIsTold() async {
    let failing = MockEnvironment.make(scenario: .failing(Endpoint.kitchen(id: 1).fixtureKey))
    #expect(await model.load(in: failing) == .failed(.server))
    #expect(await KitchenViewModel(kitchenID: 31_337).load(in: MockEnvironment.make()) == .failed(.network))
    var garbled = MockEnvironment.make()
    garbled.api = APIClient { _ in Data("{\"id\": 1}".utf8) }
    #expect(await model.load(in: garbled) == .failed(.unreadable))
    #expect(KitchenStrings.message(for: .unreadable)(.ja) != KitchenStrings.message(for: .network)(.ja))
  }

  @Test func languageSelectsTheFixturesAndTheStrings() async {
    guard case .loaded(let japanese) = await model.load(in: MockEnvironment.make(language: .ja)),
      case .loaded(let english) = await model.load(in: MockEnvironment.make(language: .en))
    else {
      Issue.record("expected loaded states")
      return
    }
    #expect(japanese.name != english.name)
    #expect(english.name.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(KitchenStrings.recipesOf(english.name)(.en) == "\(english.name)'s recipes")
    #expect(KitchenStrings.recipesOf(japanese.name)(.ja) == "\(japanese.name)さんのレシピ")
  }

  @Test(arguments: [(375.0, 2), (393, 2), (820, 4)])
  func recipeGridColumnsFollowTheWidth(width: Double, columns: Int) {
    #expect(KitchenRecipeGrid.columns(forWidth: width) == columns)
  }
}
