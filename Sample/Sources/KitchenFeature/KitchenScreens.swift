// KitchenFeature: a user's kitchen (profile page): avatar, name, bio, counts, and their recipes as cards.
// Design rules:
// - `KitchenViewModel` is the only code that touches the Environment (API, images); its `State`
//   carries a `KitchenProfile` with pictures already loaded. `KitchenView` is a pure function of
//   that state, the language and the traits.
// - A kitchen without recipes still shows its profile (`State.empty` carries it).
// - A picture that fails to load is a placeholder (or the owner's initials), never an error.
// - Strings live in `KitchenStrings`; this module imports no other feature.
import RecipeComponents
import RecipeCore

/// The screens of the Kitchen feature, as the composition root builds them.
public enum KitchenScreens {
  /// The kitchen (profile and recipes) of `kitchenID`.
  public static func kitchen(kitchenID: Kitchen.ID) -> Screen {
    Screen(name: "Kitchen(\(kitchenID))") { environment in
      let state = await KitchenViewModel(kitchenID: kitchenID).load(in: environment)
      return content(for: state, language: environment.language)
    }
  }

  /// The content shown for `state`.
  static func content(for state: KitchenViewModel.State, language: AppLanguage) -> ScreenContent {
    ScreenContent { KitchenView(state: state, language: language) }
  }
}
