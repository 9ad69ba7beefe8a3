import RecipeCore
import RecipeTestSupport
import Testing

@testable import ShoppingListFeature

/// Every ShoppingList preview on every device, in light and dark, in Japanese and English; the
/// full list also at the large and accessibility text sizes.
@Suite struct ShoppingListPreviewTests {
  @Test(arguments: ShoppingListPreviews.all.map(\.name))
  func preview(_ name: String) async throws {
    let preview = try #require(ShoppingListPreviews.all.first { $0.name == name })
    await assertPreviewSnapshots([preview])
  }

  @Test func listAtAccessibilitySizes() async throws {
    let preview = try #require(ShoppingListPreviews.all.first { $0.name == "list" })
    await assertPreviewSnapshots([preview], variants: PreviewSnapshots.accessibilitySizes)
  }
}
