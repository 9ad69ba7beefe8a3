/// The languages the app ships in.
public enum AppLanguage: String, Codable, Sendable, CaseIterable {
  /// Japanese.
  case ja
  /// English.
  case en

  /// The locale identifier used with this language (`ja_JP`, `en_US`).
  public var localeIdentifier: String {
    switch self {
    case .ja: return "ja_JP"
    case .en: return "en_US"
    }
  }
}
