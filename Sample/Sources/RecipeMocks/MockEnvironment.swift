// RecipeMocks: the mock Environment every test, preview and sandbox render runs in.
// Design rules:
// - Everything is fixed: the clock (2026-01-01 09:00 JST), the time zone (Asia/Tokyo), the locale
//   (ja_JP / en_US); nothing reads the host's clock, locale or time zone.
// - The API answers from `Fixtures/API/<set>/<language>/<fixtureKey>.json`; a missing file or bad JSON
//   is an error naming the endpoint and the file (with line and column), never a crash.
// - Failures and delays are injected per fixture key through the `PreviewScenario`.
// - Images come from `Fixtures/Images/`, decoded with KagamiRaster's PNG codec.
// - The fixture root is found from this file's `#filePath` (package root = 4 levels up: Sample/Sources/RecipeMocks/) or, when set,
//   from the `KAGAMI_FIXTURES` environment variable (read once, when an environment is made).
import Foundation
import RecipeCore

/// Builds mock `Environment`s for tests and previews.
public enum MockEnvironment {
  /// 2026-01-01 09:00 in Tokyo (00:00 UTC): the time every mock environment lives in.
  public static let now = Date(timeIntervalSince1970: 1_767_225_600)

  /// Asia/Tokyo.
  public static let timeZone = TimeZone(identifier: "Asia/Tokyo")!

  /// The `Fixtures` folder: `$KAGAMI_FIXTURES` if set, else `<package root>/Fixtures`.
  public static var fixturesRoot: URL {
    if let override = ProcessInfo.processInfo.environment["KAGAMI_FIXTURES"], !override.isEmpty {
      return URL(fileURLWithPath: override, isDirectory: true)
    }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures", isDirectory: true)
  }

  /// A mock environment for `language` and `scenario`. `resolver` defaults to a `PlaceholderResolver`
  /// over the same mock API; pass the app's real resolver to test navigation between features.
  public static func make(
    language: AppLanguage = .ja, scenario: PreviewScenario = .default,
    resolver: (any ConcreteResolver & Sendable)? = nil, fixturesRoot: URL = fixturesRoot,
    logger: AppLogger = .silent
  ) -> AppEnvironment {
    let api = self.api(language: language, scenario: scenario, fixturesRoot: fixturesRoot, logger: logger)
    return AppEnvironment(
      api: api, images: images(fixturesRoot: fixturesRoot), clock: .fixed(now), language: language,
      locale: language.localeIdentifier, timeZone: timeZone, logger: logger,
      resolver: resolver ?? PlaceholderResolver(api: api, language: language))
  }

  /// The mock API alone: fixture files of `scenario.fixtureSet` in `language`, with its failures and delays.
  /// A missing or malformed fixture is also written to `logger` as `fixture error: …`, so a test
  /// support can fail the test even when a screen turns the error into an error state.
  public static func api(
    language: AppLanguage = .ja, scenario: PreviewScenario = .default, fixturesRoot: URL = fixturesRoot,
    logger: AppLogger = .silent
  ) -> APIClient {
    let server = FixtureServer(root: fixturesRoot, language: language, scenario: scenario, logger: logger)
    return APIClient { request in try await server.respond(to: request) }
  }

  /// Images from `<fixturesRoot>/Images`, decoded once per path and process and shared by every
  /// environment over that folder (so every variant of a snapshot matrix draws the same pixel storage,
  /// which the renderer's resampled-image cache recognises).
  public static func images(fixturesRoot: URL = fixturesRoot) -> ImageClient {
    let store = FixtureImageStore.shared(
      directory: fixturesRoot.appendingPathComponent("Images", isDirectory: true))
    return ImageClient { path in try store.image(at: path) }
  }
}
