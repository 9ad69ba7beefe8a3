import RecipeCore

/// The Kitchen screen's texts in Japanese and English.
enum KitchenStrings {
  static let title = Localized(ja: "キッチン", en: "Kitchen")
  static let back = Localized(ja: "戻る", en: "Back")
  static let more = Localized(ja: "その他の操作", en: "More")
  static let follow = Localized(ja: "フォローする", en: "Follow")
  static let recipes = Localized(ja: "レシピ", en: "Recipes")
  static let cooksnaps = Localized(ja: "つくれぽ", en: "Cooksnaps")
  static let followers = Localized(ja: "フォロワー", en: "Followers")
  static let seeAll = Localized(ja: "すべて見る", en: "See all")
  static let loading = Localized(ja: "キッチンを読み込み中", en: "Loading kitchen")
  static let emptyTitle = Localized(ja: "まだレシピがありません", en: "No recipes yet")
  static let errorTitle = Localized(ja: "キッチンを読み込めませんでした", en: "Couldn't load this kitchen")
  static let retry = Localized(ja: "再読み込み", en: "Try again")

  /// "さとう花子さんのレシピ" / "Hanako Sato's recipes".
  static func recipesOf(_ name: String) -> Localized<String> {
    Localized(ja: "\(name)さんのレシピ", en: "\(name)'s recipes")
  }

  /// The message of a kitchen without recipes.
  static func emptyMessage(_ name: String) -> Localized<String> {
    Localized(
      ja: "\(name)さんがレシピを公開すると、ここに表示されます。フォローしておくと新着をお知らせします。",
      en: "When \(name) publishes a recipe, it will show up here. Follow to hear about new ones.")
  }

  /// What went wrong, in words the user can act on.
  static func message(for failure: KitchenFailure) -> Localized<String> {
    switch failure {
    case .server: return FailureMessages.server
    case .network: return FailureMessages.connection
    case .unreadable:
      return Localized(
        ja: "データを正しく読み込めませんでした。アプリを最新版にしてお試しください。",
        en: "We couldn't read this kitchen. Please update the app and try again.")
    }
  }
}
