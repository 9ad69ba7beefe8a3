/// The locale a screen is rendered in (injected; the process locale is never read). Views read it
/// through `TraitsReader` to format their strings; text shaping does not depend on it.
public struct ScreenLocale: Hashable, Sendable, CustomStringConvertible {
  /// The identifier, e.g. `ja_JP`.
  public var identifier: String

  /// A locale from its identifier.
  public init(_ identifier: String) { self.identifier = identifier }

  /// Japanese (Japan).
  public static let jaJP = ScreenLocale("ja_JP")
  /// English (United States).
  public static let enUS = ScreenLocale("en_US")

  /// The language part (`ja`, `en`).
  public var languageCode: String { String(identifier.prefix { $0 != "_" && $0 != "-" }) }

  /// The locale's part of a variant name: the language alone for Kagami's presets (`ja` for ja_JP,
  /// `en` for en_US), the identifier for any other locale (`en_GB`).
  public var variantComponent: String {
    self == .jaJP || self == .enUS ? languageCode : identifier
  }

  public var description: String { identifier }
}
