import KagamiTesting
import RecipeCore
import RecipeMocks
import Testing

@testable import KitchenFeature

/// Every Kitchen preview on every device, in light and dark, in Japanese and English.
@Suite struct KitchenPreviewTests {
  @Test func previews() async {
    await assertPreviewSnapshots(
      KitchenPreviews.module, host: RecipePreviewHost(), variants: RecipePreviewMatrix.standard,
      textDumpsWhere: RecipePreviewMatrix.checksLayout, audit: .warn)
  }
}
