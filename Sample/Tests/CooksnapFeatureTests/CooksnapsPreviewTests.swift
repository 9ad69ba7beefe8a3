import KagamiTesting
import RecipeCore
import RecipeMocks
import Testing

@testable import CooksnapFeature

/// Every Cooksnaps preview on every device, in light and dark, in Japanese and English.
@Suite struct CooksnapsPreviewTests {
  @Test func previews() async {
    await assertPreviewSnapshots(
      CooksnapsPreviews.module, host: RecipePreviewHost(), variants: RecipePreviewMatrix.standard,
      textDumpsWhere: RecipePreviewMatrix.checksLayout, audit: .warn)
  }
}
