/// One tab of `TabBar`: a title and an icon.
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

  /// The recipe app's five tabs (home, search, cooksnaps, shopping list, kitchen), in Japanese or English.
  public static func recipeTabs(japanese: Bool) -> [TabBarItem] {
    [
      TabBarItem(title: japanese ? "ホーム" : "Home", icon: .home),
      TabBarItem(title: japanese ? "さがす" : "Search", icon: .search),
      TabBarItem(title: japanese ? "つくれぽ" : "Cooksnaps", icon: .camera),
      TabBarItem(title: japanese ? "買い物リスト" : "Shopping", icon: .list),
      TabBarItem(title: japanese ? "キッチン" : "Kitchen", icon: .person),
    ]
  }
}
