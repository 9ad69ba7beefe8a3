import RecipeCore

/// The shopping list as the screen shows it: one group per recipe, and the counts of the summary.
struct ShoppingListContent: Sendable, Equatable {
  /// The groups: recipes in order of their first item, then the items without a recipe.
  let groups: [ShoppingListGroup]

  /// Groups the items of `sections` by recipe; items without one go last under `otherTitle`.
  init(sections: [ShoppingSection], otherTitle: String) {
    var titles: [String] = []
    var itemsByGroup: [[ShoppingItem]] = []
    var others: [ShoppingItem] = []
    for item in sections.flatMap(\.items) {
      guard let title = item.recipeTitle, !title.isEmpty else {
        others.append(item)
        continue
      }
      if let index = titles.firstIndex(of: title) {
        itemsByGroup[index].append(item)
      } else {
        titles.append(title)
        itemsByGroup.append([item])
      }
    }
    var groups = zip(titles, itemsByGroup).enumerated().map { index, pair in
      ShoppingListGroup(id: "recipe-\(index + 1)", title: pair.0, items: Self.uncheckedFirst(pair.1))
    }
    if !others.isEmpty {
      groups.append(ShoppingListGroup(id: "other", title: otherTitle, items: Self.uncheckedFirst(others)))
    }
    self.groups = groups
  }

  /// Every item on the list.
  var totalCount: Int { groups.reduce(0) { $0 + $1.items.count } }
  /// The items already in the basket.
  var checkedCount: Int { groups.reduce(0) { $0 + $1.checkedCount } }

  private static func uncheckedFirst(_ items: [ShoppingItem]) -> [ShoppingItem] {
    items.filter { !$0.isChecked } + items.filter(\.isChecked)
  }
}
