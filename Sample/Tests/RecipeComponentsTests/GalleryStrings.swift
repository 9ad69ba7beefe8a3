/// The gallery's text in Japanese or English (long titles on purpose).
struct GalleryStrings {
  let japanese: Bool

  func pick(_ ja: String, _ en: String) -> String { japanese ? ja : en }

  var homeTitle: String { pick("ホーム", "Home") }
  var popular: String { pick("人気のレシピ", "Popular recipes") }
  var seeAll: String { pick("もっと見る", "See all") }
  var recent: String { pick("最近見たレシピ", "Recently viewed") }
  var cooksnaps: String { pick("つくれぽ", "cooksnaps") }
  var tags: [String] { japanese ? ["時短", "作り置き", "お弁当", "ヘルシー"] : ["Quick", "Meal prep", "Bento", "Healthy"] }
  var cardTitles: [String] {
    japanese
      ? ["とろとろ半熟卵の親子丼（簡単１５分で本格的な味わいに！）", "基本の肉じゃが"]
      : ["Fluffy oyakodon with soft-set eggs, ready in fifteen minutes", "Classic nikujaga"]
  }
  var authors: [String] { japanese ? ["佐藤 花子", "Kenji Tanaka"] : ["Hanako Sato", "健二"] }
  var rowTitles: [String] {
    japanese
      ? ["ふわふわ卵の中華スープ。冷蔵庫にあるもので、あっという間にできる優しい味です", "鮭のちゃんちゃん焼き"]
      : ["Silky egg drop soup with whatever is in the fridge, gentle and quick", "Miso butter salmon"]
  }
  var rowSubtitles: [String] { japanese ? ["by みさき", "by ゆうこ"] : ["by Misaki", "by Yuko"] }
  var rowDetails: [String] { japanese ? ["10分・2人分", "25分・4人分"] : ["10 min · serves 2", "25 min · serves 4"] }
  var recipeTitle: String { pick("レシピ", "Recipe") }
  var save: String { pick("保存", "Save") }
  var back: String { pick("戻る", "Back") }
  var addToList: String { pick("買い物リストに追加", "Add to shopping list") }
  var share: String { pick("つくれぽを送る", "Send a cooksnap") }
  var ingredients: String { pick("材料（2人分）", "Ingredients (serves 2)") }
  var items: [(String, String, Bool)] {
    japanese
      ? [("鶏もも肉", "300g", true), ("玉ねぎ", "1/2個", false), ("卵", "3個", false)]
      : [("Chicken thigh", "300 g", true), ("Onion", "1/2", false), ("Eggs", "3", false)]
  }
  var loading: String { pick("読み込み中", "Loading") }
  var shoppingTitle: String { pick("買い物リスト", "Shopping list") }
  var emptyTitle: String { pick("まだレシピがありません", "No recipes yet") }
  var emptyMessage: String {
    pick("気になるレシピを保存すると、\nここに表示されます。", "Recipes you save will show up here.")
  }
  var emptyAction: String { pick("レシピをさがす", "Find recipes") }
  var errorTitle: String { pick("読み込めませんでした", "Couldn't load recipes") }
  var errorMessage: String {
    pick("通信環境の良いところで、\nもう一度お試しください。", "Check your connection and try again.")
  }
  var retry: String { pick("再読み込み", "Try again") }
}
