import KagamiTesting
import RecipeCore
import RecipeMocks
import Testing

@testable import SearchFeature

/// Every Search preview on every device, in light and dark, in Japanese and English, and in Arabic
/// right to left on iPhone 15; the results at the accessibility text sizes.
@Suite struct SearchPreviewTests {
  @Test func previews() async {
    await assertPreviewSnapshots(
      SearchPreviews.module, host: RecipePreviewHost(), variants: RecipePreviewMatrix.standard,
      textDumpsWhere: RecipePreviewMatrix.checksLayout, audit: .warn)
  }

  /// Every preview at the devices' own scales (2× and 3×), light and dark, Japanese and English:
  /// hash-only snapshots, so the repository holds one index line each and no PNG.
  /// `KAGAMI_NATIVE_SCALE=0` skips them.
  @Test(.enabled(if: RecipePreviewMatrix.checksNativeScale)) func previewsAtNativeScale() async {
    await assertPreviewSnapshots(
      SearchPreviews.module, host: RecipePreviewHost(), variants: RecipePreviewMatrix.nativeScaleMatrix,
      as: [.image(options: ImageSnapshotOptions.exact.hashOnly())])
  }

  /// Arabic, right to left: the fixtures, strings and layout mirrored, light and dark.
  @Test func previewsRightToLeft() async {
    await assertPreviewSnapshots(
      SearchPreviews.module, host: RecipePreviewHost(), variants: RecipePreviewMatrix.rightToLeft,
      textDumpsWhere: RecipePreviewMatrix.checksLayout, audit: .warn)
  }

  @Test func resultsAtAccessibilitySizes() async {
    await assertPreviewSnapshots(
      SearchPreviews.module, host: RecipePreviewHost(), variants: RecipePreviewMatrix.accessibilitySizes,
      textDumpsWhere: RecipePreviewMatrix.checksLayout, only: ["results"], audit: .warn)
  }

  @Test func catalogNamesAreUniqueLowerCamel() {
    let names = SearchPreviews.all.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(names.allSatisfy { $0.first?.isLowercase == true && !$0.contains(" ") })
    #expect(["results", "empty", "error", "loading", "longTitles"].allSatisfy(names.contains))
  }
}
