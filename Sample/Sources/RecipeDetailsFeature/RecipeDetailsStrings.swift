import RecipeComponents
import RecipeCore

/// The details screen's texts in Japanese, English and Arabic.
/// Japanese messages break by phrase with "\n" (centred state messages), not wherever the width ends.
enum RecipeDetailsStrings {
  /// The navigation bar title.
  static let title = Localized(ja: "レシピ", en: "Recipe", ar: "وصفة")
  /// The back button, as read to accessibility.
  static let back = Localized(ja: "戻る", en: "Back", ar: "رجوع")
  /// The bookmark button, as read to accessibility.
  static let save = Localized(ja: "保存", en: "Save", ar: "حفظ")
  /// Under the author's name.
  static let kitchen = Localized(ja: "のキッチンを見る", en: "View kitchen", ar: "عرض المطبخ")
  /// The ingredients section.
  static let ingredients = Localized(ja: "材料", en: "Ingredients", ar: "المكونات")
  /// The steps section.
  static let steps = Localized(ja: "作り方", en: "Steps", ar: "طريقة التحضير")
  /// The tip section.
  static let tip = Localized(ja: "コツ・ポイント", en: "Tips", ar: "نصائح")
  /// The cooksnaps section and the count's label.
  static let cooksnaps = Localized(ja: "つくれぽ", en: "Cooksnaps", ar: "صور الطهي")
  /// The button to the cooksnaps screen.
  static let showCooksnaps = Localized(ja: "つくれぽを見る", en: "See cooksnaps", ar: "عرض صور الطهي")
  /// The cooksnaps section of a recipe nobody has cooked yet.
  static let noCooksnaps = Localized(
    ja: "まだつくれぽはありません。作ったら最初のつくれぽを送ってみませんか？",
    en: "No cooksnaps yet. Cooked it? Be the first to share a photo!",
    ar: "لا توجد صور طهي بعد. هل طبختها؟ كن أول من يشارك صورة!")
  /// The main action.
  static let addToShoppingList = Localized(
    ja: "材料を買い物リストに追加", en: "Add to shopping list", ar: "أضف إلى قائمة التسوق")
  /// The main action at accessibility text sizes.
  static let addToShoppingListCompact = Localized(ja: "材料を追加", en: "Add to list", ar: "أضف للقائمة")
  /// The loading skeleton, as read to accessibility.
  static let loading = Localized(ja: "読み込み中", en: "Loading", ar: "جارٍ التحميل")
  /// The error title.
  static let errorTitle = Localized(
    ja: "レシピを表示できませんでした", en: "Couldn’t load this recipe", ar: "تعذّر تحميل هذه الوصفة")
  /// The title of `RecipeDetailsFailure.notFound`.
  static let notFoundTitle = Localized(ja: "レシピが見つかりません", en: "Recipe not found", ar: "الوصفة غير موجودة")
  /// The retry button.
  static let retry = Localized(ja: "再読み込み", en: "Reload", ar: "إعادة التحميل")
  /// The message of `RecipeDetailsFailure.notFound`.
  static let notFoundMessage = Localized(
    ja: "このレシピは削除されたか、\n非公開になった可能性があります。",
    en: "This recipe may have been deleted or made private.", ar: "ربما حُذفت هذه الوصفة أو أصبحت خاصة.")
  /// The message of `RecipeDetailsFailure.unreadable`.
  static let unreadableErrorMessage = Localized(
    ja: "レシピを読み込めませんでした。\nアプリを最新版にしてお試しください。",
    en: "We couldn’t read this recipe. Please update the app and try again.",
    ar: "تعذّرت قراءة هذه الوصفة. حدّث التطبيق وحاول مرة أخرى.")

  /// Time and servings: 調理時間 60分 ・ 4人分 / 60 min · Serves 4.
  static func facts(minutes: Int, servings: String) -> Localized<String> {
    Localized(
      ja: "調理時間 \(minutes)分 ・ \(servings)", en: "\(minutes) min · \(servings)", ar: "\(minutes) دقيقة · \(servings)")
  }

  /// How many people cooked it: 128人が作りました / 128 people cooked this.
  static func cookedBy(_ count: Int) -> Localized<String> {
    let number = CountFormat.grouped(count)
    return Localized(
      ja: "\(number)人が作りました", en: count == 1 ? "1 person cooked this" : "\(number) people cooked this",
      ar: count == 1 ? "طبخها شخص واحد" : "طبخها \(number) شخصاً")
  }

  /// The publication date: 2025年10月12日公開 / Published Oct 12, 2025.
  static func published(year: Int, month: Int, day: Int) -> Localized<String> {
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    let monthName = months[min(max(month, 1), 12) - 1]
    return Localized(
      ja: "\(year)年\(month)月\(day)日公開", en: "Published \(monthName) \(day), \(year)",
      ar: "نُشرت في \(day)/\(month)/\(year)")
  }
}
