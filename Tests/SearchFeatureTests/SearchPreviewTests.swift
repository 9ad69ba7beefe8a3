import RecipeCore
import RecipeTestSupport
import Testing

@testable import SearchFeature

/// Every Search preview on every device, in light and dark, in Japanese and English; the results at
/// the accessibility text sizes.
@Suite struct SearchPreviewTests {
  @Test(arguments: SearchPreviews.all.map(\.name))
  func preview(_ name: String) async throws {
    let preview = try #require(SearchPreviews.all.first { $0.name == name })
    await assertPreviewSnapshots([preview])
  }

  @Test func resultsAtAccessibilitySizes() async throws {
    let preview = try #require(SearchPreviews.all.first { $0.name == "results" })
    await assertPreviewSnapshots([preview], variants: PreviewSnapshots.accessibilitySizes)
  }

  @Test func catalogNamesAreUniqueLowerCamel() {
    let names = SearchPreviews.all.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(names.allSatisfy { $0.first?.isLowercase == true && !$0.contains(" ") })
    #expect(["results", "empty", "error", "loading", "longTitles"].allSatisfy(names.contains))
  }
}
