// RecipeDetailsFeature: one recipe (hero, title, author, ingredients, steps, tip, cooksnaps) and
// the "add to shopping list" action.
// Design rules:
// - `RecipeDetailsViewModel` loads a `RecipeDetailsState` from the Environment and runs the actions;
//   `RecipeDetailsView` is a pure function of the state and the language.
// - Other features are reached only through descriptors: the author opens `ViewDescriptor.Kitchen`,
//   the cooksnap count `ViewDescriptor.Cooksnaps`, and adding to the list writes through
//   `DataStoreDescriptor.ShoppingListStore` and then opens `ViewDescriptor.ShoppingList`.
// - Every user-visible string is in `RecipeDetailsStrings`; dates are formatted with the
//   Environment's time zone, never the host's; images that fail to load show placeholders.
import RecipeComponents
import RecipeCore

/// The screens this feature publishes to the composition root.
public enum RecipeDetailsScreens {
  /// The details screen of `recipeID`.
  public static func details(recipeID: Recipe.ID) -> Screen {
    Screen(name: "RecipeDetails(\(recipeID))") { environment in
      let state = await RecipeDetailsViewModel(environment: environment, recipeID: recipeID).load()
      return content(state: state, language: environment.language)
    }
  }

  /// The content for an already known state (previews of states that never settle, like loading).
  static func content(state: RecipeDetailsState, language: AppLanguage) -> ScreenContent {
    ScreenContent { RecipeDetailsView(state: state, language: language) }
  }
}
