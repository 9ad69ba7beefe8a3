import RecipeCore

/// The ShoppingList screen's texts in Japanese and English.
enum ShoppingListStrings {
  static let title = Localized(ja: "買い物リスト", en: "Shopping List")
  static let addItem = Localized(ja: "品目を追加", en: "Add item")
  static let otherItems = Localized(ja: "その他の買い物", en: "Other items")
  static let loading = Localized(ja: "買い物リストを読み込み中", en: "Loading your shopping list")
  static let allDone = Localized(ja: "すべてそろいました！", en: "You've got everything!")
  static let emptyTitle = Localized(ja: "買い物リストは空です", en: "Your shopping list is empty")
  static let emptyMessage = Localized(
    ja: "レシピの「買い物リストに追加」から、材料をまとめて追加できます。",
    en: "Tap “Add to shopping list” on a recipe to add all its ingredients at once.")
  static let findRecipes = Localized(ja: "レシピをさがす", en: "Find recipes")
  static let errorTitle = Localized(ja: "買い物リストを読み込めませんでした", en: "Couldn't load your shopping list")
  static let retry = Localized(ja: "再読み込み", en: "Try again")

  /// "あと9品" / "9 items left".
  static func remaining(_ count: Int) -> Localized<String> {
    Localized(ja: "あと\(count)品", en: count == 1 ? "1 item left" : "\(count) items left")
  }

  /// "15品中6品をカゴに入れました" / "6 of 15 items in your basket".
  static func progress(checked: Int, total: Int) -> Localized<String> {
    Localized(ja: "\(total)品中\(checked)品をカゴに入れました", en: "\(checked) of \(total) items in your basket")
  }

  /// "2/4": a group's checked and total counts.
  static func groupCount(checked: Int, total: Int) -> String { "\(checked)/\(total)" }

  /// What went wrong, in words the user can act on.
  static func message(for failure: ShoppingListFailure) -> Localized<String> {
    switch failure {
    case .server: return FailureMessages.server
    case .network: return FailureMessages.connection
    case .unreadable:
      return Localized(
        ja: "データを正しく読み込めませんでした。アプリを最新版にしてお試しください。",
        en: "We couldn't read your list. Please update the app and try again.")
    }
  }
}
