/// The languages the app ships in.
public enum AppLanguage: String, Codable, Sendable, CaseIterable {
  /// Japanese.
  case ja
  /// English.
  case en
  /// Arabic, right to left (the Search feature has Arabic fixtures and strings; other texts fall back
  /// to English).
  case ar

  /// The locale identifier used with this language (`ja_JP`, `en_US`).
  public var localeIdentifier: String {
    switch self {
    case .ja: return "ja_JP"
    case .en: return "en_US"
    case .ar: return "ar_SA"
    }
  }
}
