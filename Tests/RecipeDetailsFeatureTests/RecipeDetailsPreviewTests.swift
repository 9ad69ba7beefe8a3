import RecipeCore
import RecipeTestSupport
import Testing

@testable import RecipeDetailsFeature

/// Every RecipeDetails preview on every device, in light and dark, in Japanese and English; the
/// viewport at the accessibility text sizes.
@Suite struct RecipeDetailsPreviewTests {
  @Test(arguments: RecipeDetailsPreviews.all.map(\.name))
  func preview(_ name: String) async throws {
    let preview = try #require(RecipeDetailsPreviews.all.first { $0.name == name })
    await assertPreviewSnapshots([preview])
  }

  @Test func viewportAtAccessibilitySizes() async throws {
    let preview = try #require(RecipeDetailsPreviews.all.first { $0.name == "viewport" })
    await assertPreviewSnapshots([preview], variants: PreviewSnapshots.accessibilitySizes)
  }

  @Test func catalogNamesAreUniqueLowerCamel() {
    let names = RecipeDetailsPreviews.all.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(names.allSatisfy { $0.first?.isLowercase == true && !$0.contains(" ") })
    let expected = ["loaded", "viewport", "longTitle", "error", "loading", "addedToShoppingList"]
    #expect(expected.allSatisfy(names.contains))
    #expect(RecipeDetailsPreviews.all.first { $0.name == "loaded" }?.fullContent == true)
    #expect(RecipeDetailsPreviews.all.first { $0.name == "viewport" }?.fullContent == false)
  }
}
