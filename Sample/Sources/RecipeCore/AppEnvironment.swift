import Foundation

/// Everything a feature may use that is not a pure value: the clients, the language and locale,
/// and the resolver that builds other features' screens and stores. A plain value, assembled by the
/// composition root (live) or `MockEnvironment.make` (tests, previews).
public struct AppEnvironment: Sendable {
  /// The recipe API.
  public var api: APIClient
  /// Image loading by relative path.
  public var images: ImageClient
  /// The current time.
  public var clock: AppClock
  /// The UI language.
  public var language: AppLanguage
  /// The locale identifier (`ja_JP`, `en_US`).
  public var locale: String
  /// The time zone for displaying dates.
  public var timeZone: TimeZone
  /// Diagnostic messages.
  public var logger: AppLogger
  /// Builds the screens and stores that descriptors describe.
  public var resolver: any ConcreteResolver & Sendable

  /// An environment from its parts; `locale` defaults to the language's (`ja_JP`, `en_US`).
  public init(
    api: APIClient, images: ImageClient, clock: AppClock, language: AppLanguage, locale: String? = nil,
    timeZone: TimeZone, logger: AppLogger = .silent, resolver: any ConcreteResolver & Sendable
  ) {
    self.api = api
    self.images = images
    self.clock = clock
    self.language = language
    self.locale = locale ?? language.localeIdentifier
    self.timeZone = timeZone
    self.logger = logger
    self.resolver = resolver
  }

  /// Resolves a descriptor of RecipeCore (`environment.resolve(ViewDescriptor.RecipeDetails(recipeID: 1001))`).
  public func resolve<Descriptor: TypedDescriptor>(_ descriptor: Descriptor) -> Descriptor.Output {
    resolver.resolve(descriptor)
  }

  /// The value of `localized` in this environment's language.
  public func localized<Value>(_ localized: Localized<Value>) -> Value { localized.value(for: language) }
}
