import KagamiImage
import KagamiLayout
import KagamiRenderer
import RecipeCore

/// Turns a feature's preview into pixels the same way everywhere (snapshot tests, the sandbox, the
/// report): a mock environment for the preview's scenario in the variant's language, the preview's
/// content loaded from it, then laid out and painted with the variant's traits.
public enum PreviewRendering {
  /// The preview's content in `language`, loaded from a mock environment built for its scenario.
  /// Missing or malformed fixtures are logged to `logger` (a `LogRecorder` lets tests fail on them).
  public static func content(
    of preview: Preview, language: AppLanguage, resolver: (any ConcreteResolver & Sendable)? = nil,
    logger: AppLogger = .silent
  ) async -> ScreenContent {
    let environment = MockEnvironment.make(
      language: language, scenario: preview.scenario, resolver: resolver, logger: logger)
    return await preview.make(environment)
  }

  /// Lays out and paints already loaded content in `variant` (the viewport, or the whole scroll
  /// content when the preview asks for it).
  public static func render(
    _ content: ScreenContent, of preview: Preview, in variant: PreviewVariant, with renderer: ScreenRenderer
  ) throws -> Screenshot {
    try renderer.render(
      content.view, traits: variant.traits, scroll: preview.fullContent ? .fullContent : .viewport)
  }
}
