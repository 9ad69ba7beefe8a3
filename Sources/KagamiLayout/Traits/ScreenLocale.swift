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

  public var description: String { identifier }
}
