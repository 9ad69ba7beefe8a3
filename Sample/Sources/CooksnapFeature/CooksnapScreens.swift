// CooksnapFeature: the cooksnaps of one recipe, a grid of photos people posted after cooking it,
// each with the cook's avatar, name and comment.
// Design rules:
// - `CooksnapsViewModel` is the only code that touches the Environment (API, images, clock and
//   time zone through `relativeTime(since:)`); it returns a `CooksnapsViewModel.State` whose items
//   already hold their pictures and formatted texts. `CooksnapsView` is a pure function of that state, the language and the traits.
// - A picture that fails to load is a calm placeholder, never an error.
// - The grid has two columns on phones and more where the width allows (`CooksnapGrid.columns`).
// - Strings live in `CooksnapsStrings`; this module imports no other feature.
import RecipeComponents
import RecipeCore

/// The screens of the Cooksnaps feature, as the composition root builds them.
public enum CooksnapScreens {
  /// The cooksnaps (photos with comments) of the recipe `recipeID`.
  public static func cooksnaps(recipeID: Recipe.ID) -> Screen {
    Screen(name: "Cooksnaps(\(recipeID))") { environment in
      let state = await CooksnapsViewModel(recipeID: recipeID).load(in: environment)
      return content(for: state, language: environment.language)
    }
  }

  /// The content shown for `state` (also used by previews of states that never settle, like loading).
  static func content(for state: CooksnapsViewModel.State, language: AppLanguage) -> ScreenContent {
    ScreenContent { CooksnapsView(state: state, language: language) }
  }
}
