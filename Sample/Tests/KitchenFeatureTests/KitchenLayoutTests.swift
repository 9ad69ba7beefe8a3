import KagamiTesting
import RecipeCore
import RecipeMocks
import Testing

@testable import KitchenFeature

/// The profile page as laid out on each device: the recipe cards in equal columns inside the
/// screen, titles inside their card, the header above the cards.
@Suite struct KitchenLayoutTests {
  @Test(arguments: [Device.iPhoneSE3, .iPhone15, .iPad10])
  func recipeCardsFillTheColumns(device: Device) async throws {
    let preview = try #require(KitchenPreviews.all.first { $0.name == "profile" })
    let ids = try await MockEnvironment.make().api.response(for: .kitchen(id: KitchenPreviews.kitchenID)).recipes
      .map(\.id)
    for language in [AppLanguage.ja, .en] {  // no Arabic fixtures for this feature yet
      let locale = ScreenLocale(language.localeIdentifier)
      let shot = try await RecipePreviewHost().render(preview, in: Traits(device: device, locale: locale).scaled(to: 1))
      let header = try #require(shot.nodeFrames["kitchen.header"])
      let cards = try ids.map { id in try #require(shot.nodeFrames["kitchen-recipe-\(id)"], "card \(id)") }
      let columns = KitchenRecipeGrid.columns(forWidth: device.width)
      #expect(cards.prefix(columns).allSatisfy { $0.y == cards[0].y && $0.y >= header.y + header.height })
      #expect(Set(cards.map(\.width)).count == 1)
      for (id, card) in zip(ids, cards) {
        #expect(card.x >= 16 && card.x + card.width <= device.width - 16)
        let title = try #require(shot.nodeFrames["kitchen-recipe-\(id).title"])
        #expect(title.x >= card.x && title.x + title.width <= card.x + card.width, "title of \(id) inside its card")
      }
    }
  }
}
