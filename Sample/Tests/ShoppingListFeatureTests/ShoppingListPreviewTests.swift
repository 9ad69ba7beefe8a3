import KagamiTesting
import RecipeCore
import RecipeMocks
import Testing

@testable import ShoppingListFeature

/// Every ShoppingList preview on every device, in light and dark, in Japanese and English; the
/// full list also at the large and accessibility text sizes.
@Suite struct ShoppingListPreviewTests {
  @Test func previews() async {
    await assertPreviewSnapshots(
      ShoppingListPreviews.module, host: RecipePreviewHost(), variants: RecipePreviewMatrix.standard,
      textDumpsWhere: RecipePreviewMatrix.checksLayout, audit: .warn)
  }

  @Test func listAtAccessibilitySizes() async {
    await assertPreviewSnapshots(
      ShoppingListPreviews.module, host: RecipePreviewHost(), variants: RecipePreviewMatrix.accessibilitySizes,
      textDumpsWhere: RecipePreviewMatrix.checksLayout, only: ["list"], audit: .warn)
  }
}
