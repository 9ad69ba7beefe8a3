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

  /// Every preview at the devices' own scales (2× and 3×), light and dark, Japanese and English:
  /// hash-only snapshots, so the repository holds one index line each and no PNG.
  /// `KAGAMI_NATIVE_SCALE=0` skips them.
  @Test(.enabled(if: RecipePreviewMatrix.checksNativeScale)) func previewsAtNativeScale() async {
    await assertPreviewSnapshots(
      KitchenPreviews.module, host: RecipePreviewHost(), variants: RecipePreviewMatrix.nativeScaleMatrix,
      as: [.image(options: ImageSnapshotOptions.exact.hashOnly())])
  }
}
