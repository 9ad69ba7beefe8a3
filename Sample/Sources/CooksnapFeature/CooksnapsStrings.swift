import RecipeCore

/// The Cooksnaps screen's texts in Japanese and English.
enum CooksnapsStrings {
  static let title = Localized(ja: "つくれぽ", en: "Cooksnaps")
  static let back = Localized(ja: "レシピ", en: "Recipe")
  static let send = Localized(ja: "つくれぽを送る", en: "Send a cooksnap")
  static let subtitle = Localized(
    ja: "このレシピを作った人の写真とコメント", en: "Photos and notes from people who cooked this recipe")
  static let loading = Localized(ja: "つくれぽを読み込み中", en: "Loading cooksnaps")
  static let emptyTitle = Localized(ja: "まだつくれぽがありません", en: "No cooksnaps yet")
  static let emptyMessage = Localized(
    ja: "作ってみたら、写真と感想を送って作者さんに届けましょう。",
    en: "Cooked this recipe? Send a photo and tell the author how it turned out.")
  static let errorTitle = Localized(ja: "つくれぽを読み込めませんでした", en: "Couldn't load cooksnaps")
  static let retry = Localized(ja: "再読み込み", en: "Try again")

  /// "5件のつくれぽ" / "5 cooksnaps".
  static func count(_ count: Int) -> Localized<String> {
    Localized(ja: "\(count)件のつくれぽ", en: count == 1 ? "1 cooksnap" : "\(count) cooksnaps")
  }

  /// "いいね 12" / "12 likes".
  static func likes(_ count: Int) -> Localized<String> {
    Localized(ja: "いいね \(count)", en: count == 1 ? "1 like" : "\(count) likes")
  }

  /// What went wrong, in words the user can act on.
  static func message(for failure: CooksnapsFailure) -> Localized<String> {
    switch failure {
    case .server: return FailureMessages.server
    case .network: return FailureMessages.connection
    case .unreadable:
      return Localized(
        ja: "データを正しく読み込めませんでした。アプリを最新版にしてお試しください。",
        en: "We couldn't read the cooksnaps. Please update the app and try again.")
    }
  }
}
