import RecipeCore
import RecipeTestSupport
import Testing

@testable import RecipeDetailsFeature

/// Every RecipeDetails preview on every device, in light and dark, in Japanese and English.
@Suite struct RecipeDetailsPreviewTests {
  @Test(arguments: RecipeDetailsPreviews.all.map(\.name))
  func preview(_ name: String) async throws {
    let preview = try #require(RecipeDetailsPreviews.all.first { $0.name == name })
    await assertPreviewSnapshots([preview])
  }
}
