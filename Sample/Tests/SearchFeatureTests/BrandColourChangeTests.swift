import Foundation
import KagamiLayout
import KagamiTesting
import RecipeComponents
import RecipeCore
import RecipeMocks
import Testing

@testable import SearchFeature

/// Kagami compares exactly by default: changing the brand accent (#FF8C1A → #E8730C, a darker orange
/// that pixelmatch's default threshold lets through) fails the committed Search baseline's image check.
@Suite struct BrandColourChangeTests {
  /// Checks the `results` preview (iPhone 15 at 1×, light, Japanese), its screen tinted `accent`,
  /// against SearchPreviewTests' committed baseline, never recording; artifacts go to a folder of their own.
  private func check(accent: UInt32, options: ImageSnapshotOptions? = nil) async throws -> String? {
    let preview = try #require(SearchPreviews.all.first { $0.name == "results" })
    let traits = Traits(device: .iPhone15, colorScheme: .light, locale: .jaJP).scaled(to: 1)
    let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("kagami-brand-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: artifacts) }
    var environment = ProcessInfo.processInfo.environment
    environment["KAGAMI_ARTIFACTS"] = artifacts.path
    let content = try await RecipePreviewHost().content(of: preview, locale: .jaJP)
    let strategy = ScreenSnapshotting<any PreviewContent>.image(options: options, variant: traits.variantName) {
      content in
      try ScreenRendererPool.shared.withRenderer {
        try $0.render(content.makeView().tint(Color(hex: accent)), traits: traits)
      }
    }
    return SnapshotSettings.$current.withValue(SnapshotSettings(environment: environment)) {
      verifySnapshot(of: content, as: strategy, record: .never, suite: "SearchPreviewTests", testName: "results")
    }
  }

  @Test func theAppsOwnAccentMatchesTheBaseline() async throws {
    #expect(try await check(accent: 0xFF8C1A) == nil)
  }

  @Test func aChangedAccentFailsTheImageCheck() async throws {
    let message = try #require(try await check(accent: 0xE8730C))
    #expect(message.contains("results.iphone15-1x.light.ja.png: snapshot \"iphone15-1x.light.ja\" does not match"))
    #expect(message.contains("pixels changed (largest channel difference 25 of 255)"))
  }

  @Test func pixelmatchsDefaultThresholdWouldLetTheSameChangeThrough() async throws {
    #expect(try await check(accent: 0xE8730C, options: .pixelmatchDefaults) == nil)
  }
}
