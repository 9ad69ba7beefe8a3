import RecipeCore
import RecipeTestSupport
import Testing

@testable import CooksnapFeature

/// Every Cooksnaps preview on every device, in light and dark, in Japanese and English.
@Suite struct CooksnapsPreviewTests {
  @Test(arguments: CooksnapsPreviews.all.map(\.name))
  func preview(_ name: String) async throws {
    let preview = try #require(CooksnapsPreviews.all.first { $0.name == name })
    await assertPreviewSnapshots([preview])
  }
}
