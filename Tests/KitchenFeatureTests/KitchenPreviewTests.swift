import RecipeCore
import RecipeTestSupport
import Testing

@testable import KitchenFeature

/// Every Kitchen preview on every device, in light and dark, in Japanese and English.
@Suite struct KitchenPreviewTests {
  @Test(arguments: KitchenPreviews.all.map(\.name))
  func preview(_ name: String) async throws {
    let preview = try #require(KitchenPreviews.all.first { $0.name == name })
    await assertPreviewSnapshots([preview])
  }
}
