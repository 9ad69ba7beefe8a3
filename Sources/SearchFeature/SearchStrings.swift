import RecipeComponents
import RecipeCore

/// The search screen's texts in Japanese and English.
/// Japanese messages break by phrase with "\n" (centred state messages), not wherever the width ends.
enum SearchStrings {
  /// The navigation bar title.
  static let title = Localized(ja: "さがす", en: "Search")
  /// The query field without a query.
  static let placeholder = Localized(ja: "料理名・食材名でさがす", en: "Search recipes or ingredients")
  /// Above the related keyword chips.
  static let related = Localized(ja: "関連キーワード", en: "Related searches")
  /// Above the popular keyword chips.
  static let popular = Localized(ja: "人気の検索キーワード", en: "Popular searches")
  /// Keywords people search for most (the start page and the empty state's suggestions).
  static let popularQueries = Localized(
    ja: ["カレー", "肉じゃが", "鮭", "和食", "作り置き", "お弁当", "時短"],
    en: ["curry", "nikujaga", "salmon", "japanese", "make ahead", "bento", "quick"])
  /// The start page's hint.
  static let startHint = Localized(
    ja: "食べたい料理や、冷蔵庫にある食材でさがしてみましょう。",
    en: "Search for a dish you crave or the ingredients in your fridge.")
  /// The loading skeleton, as read to accessibility.
  static let loading = Localized(ja: "検索中", en: "Searching")
  /// The error title.
  static let errorTitle = Localized(ja: "検索できませんでした", en: "Couldn’t search")
  /// The retry button.
  static let retry = Localized(ja: "もう一度さがす", en: "Try again")
  /// The message of `SearchFailure.unreadable`.
  static let unreadableErrorMessage = Localized(
    ja: "検索結果を読み込めませんでした。\nアプリを最新版にしてお試しください。",
    en: "We couldn’t read the results. Please update the app and try again.")
  /// The empty state's message.
  static let emptyMessage = Localized(
    ja: "ことばを短くしたり、\n別のキーワードでさがしてみてください。",
    en: "Try a shorter or different keyword.")
  /// The cooksnap label of a result.
  static let cooksnaps = Localized(ja: "つくれぽ", en: "cooksnaps")

  /// The empty state's title for `query`.
  static func emptyTitle(_ query: String) -> Localized<String> {
    Localized(ja: "「\(query)」のレシピは\n見つかりませんでした", en: "No recipes for “\(query)”")
  }

  /// The result count line: 「カレー」のレシピ 42品 / 42 recipes for “curry”.
  static func resultCount(_ count: Int, query: String) -> Localized<String> {
    let number = CountFormat.grouped(count)
    return Localized(
      ja: "「\(query)」のレシピ \(number)品", en: "\(number) \(count == 1 ? "recipe" : "recipes") for “\(query)”")
  }

  /// The button under the first page: さらに41品を見る / See 41 more.
  static func showMore(_ count: Int) -> Localized<String> {
    let number = CountFormat.grouped(count)
    return Localized(ja: "さらに\(number)品を見る", en: "See \(number) more")
  }

  /// A result's detail line: author · time · cooksnaps.
  static func detail(author: String, minutes: Int, cooksnaps: Int) -> Localized<String> {
    let count = CountFormat.grouped(cooksnaps)
    return Localized(
      ja: "\(author) · \(minutes)分 · つくれぽ\(count)件",
      en: "\(author) · \(minutes) min · \(count) \(cooksnaps == 1 ? "cooksnap" : "cooksnaps")")
  }
}
