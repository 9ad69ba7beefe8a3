// ShoppingListFeature: the user's shopping list, grouped by the recipe each item was added from,
// with a summary of what is already in the basket.
// Design rules:
// - The list lives in the shopping list store (`DataStoreDescriptor.ShoppingListStore`), resolved
//   through the Environment, so every screen that edits the list shares one store; this module
//   never knows the store's implementation.
// - `ShoppingListViewModel` reads and edits the store and returns a `State`; `ShoppingListView` is a
//   pure function of that state and the language. Grouping keeps the store's order (no dictionary
//   iteration): groups by first appearance, unchecked items before checked ones.
// - Strings live in `ShoppingListStrings`; this module imports no other feature.
import RecipeComponents
import RecipeCore

/// The screens of the ShoppingList feature, as the composition root builds them.
public enum ShoppingListScreens {
  /// The user's shopping list.
  public static func shoppingList() -> Screen {
    Screen(name: "ShoppingList") { environment in
      let state = await ShoppingListViewModel(environment: environment).load()
      return content(for: state, language: environment.language)
    }
  }

  /// The content shown for `state`.
  static func content(for state: ShoppingListViewModel.State, language: AppLanguage) -> ScreenContent {
    ScreenContent { ShoppingListView(state: state, language: language) }
  }
}
