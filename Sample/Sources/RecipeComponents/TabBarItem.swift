/// One of the app's tabs (`RecipeTabView`): a title and an icon.
public struct TabBarItem: Hashable, Sendable {
  /// The label under the icon.
  public var title: String
  /// The icon.
  public var icon: IconKind

  /// A tab from its parts.
  public init(title: String, icon: IconKind) {
    self.title = title
    self.icon = icon
  }

  /// The SF Symbol name of the icon, for `Label(_:systemImage:)` in a `TabView` (`RecipeTabView`).
  public var systemImage: String {
    switch icon {
    case .home: "house"
    case .search: "magnifyingglass"
    case .camera: "camera"
    case .list: "list.bullet"
    case .person: "person"
    default: icon.rawValue
    }
  }

  /// The recipe app's five tabs (home, search, cooksnaps, shopping list, kitchen), in Japanese or English.
  public static func recipeTabs(japanese: Bool) -> [TabBarItem] {
    recipeTabs(languageCode: japanese ? "ja" : "en")
  }

  /// The recipe app's five tabs in the language `languageCode` names: `ja`, `ar`, anything else English.
  public static func recipeTabs(languageCode: String) -> [TabBarItem] {
    let titles: [String]
    switch languageCode {
    case "ja": titles = ["ホーム", "さがす", "つくれぽ", "買い物リスト", "キッチン"]
    case "ar": titles = ["الرئيسية", "بحث", "صور الطهي", "التسوق", "المطبخ"]
    default: titles = ["Home", "Search", "Cooksnaps", "Shopping", "Kitchen"]
    }
    let icons: [IconKind] = [.home, .search, .camera, .list, .person]
    return zip(titles, icons).map { TabBarItem(title: $0, icon: $1) }
  }
}
