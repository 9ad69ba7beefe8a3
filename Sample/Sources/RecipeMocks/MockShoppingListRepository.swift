import RecipeCore

/// The shopping list from the (mock) API, edited in memory.
public actor MockShoppingListRepository: ShoppingListRepository {
  /// The API to read.
  public let api: APIClient
  /// The language of the section added for recipe ingredients.
  public let language: AppLanguage
  private var current: [ShoppingSection]?

  /// A repository over `api`.
  public init(api: APIClient, language: AppLanguage = .ja) {
    self.api = api
    self.language = language
  }

  /// The list: loaded once from `GET shopping-list`, then the edited copy.
  public func sections() async throws -> [ShoppingSection] {
    if let current { return current }
    let loaded = try await api.response(for: .shoppingList)
    current = loaded
    return loaded
  }

  /// Checks or unchecks the item with `itemID` (no change if there is none).
  public func setChecked(_ itemID: ShoppingItem.ID, _ isChecked: Bool) async throws -> [ShoppingSection] {
    var sections = try await self.sections()
    for sectionIndex in sections.indices {
      for itemIndex in sections[sectionIndex].items.indices where sections[sectionIndex].items[itemIndex].id == itemID {
        sections[sectionIndex].items[itemIndex].isChecked = isChecked
      }
    }
    current = sections
    return sections
  }

  /// Appends the ingredients, unchecked, to a "from recipes" section (created if needed).
  public func add(_ ingredients: [Ingredient], fromRecipe recipeTitle: String) async throws -> [ShoppingSection] {
    var sections = try await self.sections()
    var nextID = (sections.flatMap(\.items).map(\.id).max() ?? 0) + 1
    let items = ingredients.map { ingredient -> ShoppingItem in
      defer { nextID += 1 }
      return ShoppingItem(
        id: nextID, name: ingredient.name, quantity: ingredient.quantity, isChecked: false, recipeTitle: recipeTitle)
    }
    if let index = sections.firstIndex(where: { $0.id == Self.addedSectionID }) {
      sections[index].items += items
    } else {
      let title = Localized(ja: "レシピから追加", en: "Added from recipes", ar: "أُضيفت من الوصفات").value(for: language)
      sections.append(ShoppingSection(id: Self.addedSectionID, title: title, items: items))
    }
    current = sections
    return sections
  }

  /// The id of the section that receives added ingredients.
  public static let addedSectionID = "added"
}
