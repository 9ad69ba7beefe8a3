import KagamiPreviews
import KagamiRenderer
import RecipeCore

/// The app's mock world for previews, the one app-specific piece of its previews: a
/// `MockEnvironment` for the scenario in the locale's language. Missing or malformed fixtures are
/// reported to the preview's context, so the preview fails whatever its screen shows.
public struct RecipePreviewHost: PreviewHost {
  /// The resolver the environments use (nil: a placeholder resolver over the mock API).
  public let resolver: (any ConcreteResolver & Sendable)?

  /// A host whose environments resolve descriptors with `resolver` (nil: placeholders).
  public init(resolver: (any ConcreteResolver & Sendable)? = nil) {
    self.resolver = resolver
  }

  public func environment(for scenario: PreviewScenario, in context: PreviewContext) -> AppEnvironment {
    let language = AppLanguage(rawValue: context.locale.languageCode) ?? .ja
    let logger = AppLogger { message in
      if message.hasPrefix(FixtureServer.errorPrefix) {
        context.reportProblem(String(message.dropFirst(FixtureServer.errorPrefix.count)))
      }
    }
    return MockEnvironment.make(language: language, scenario: scenario, resolver: resolver, logger: logger)
  }
}

extension RecipePreviewHost {
  /// `preview`'s content loaded in `locale` (for tests that inspect or re-render it); throws on a
  /// load failure or a reported fixture problem.
  public func content(of preview: RecipePreview, locale: ScreenLocale = .jaJP) async throws -> any PreviewContent {
    let loaded = try await PreviewLoader.load(
      preview, identifier: preview.name, locale: locale, host: self, timeout: PreviewLoader.defaultTimeout)
    if let problem = loaded.problems.first {
      throw PreviewError.loadFailed(preview.name, locale: locale.identifier, reason: problem)
    }
    return loaded.content
  }

  /// `preview` rendered in `traits`, exactly as its snapshot tests render it.
  public func render(_ preview: RecipePreview, in traits: Traits) async throws -> Screenshot {
    try PreviewRenderer.render(
      try await content(of: preview, locale: traits.locale), layout: preview.layout, in: traits)
  }
}
