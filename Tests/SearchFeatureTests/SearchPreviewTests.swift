import RecipeCore
import RecipeTestSupport
import Testing

@testable import SearchFeature

/// Every Search preview on every device, in light and dark, in Japanese and English.
@Suite struct SearchPreviewTests {
  @Test(arguments: SearchPreviews.all.map(\.name))
  func preview(_ name: String) async throws {
    let preview = try #require(SearchPreviews.all.first { $0.name == name })
    await assertPreviewSnapshots([preview])
  }
}
