// SearchFeature: the recipe search screen (query field, related and popular keywords, result list).
// Design rules:
// - `SearchViewModel` turns the Environment's API answer into a `SearchState`; `SearchView` is a pure
//   function of the query, the state and the language (no loading inside views).
// - Other screens are reached only through descriptors resolved by the Environment (a result opens
//   `ViewDescriptor.RecipeDetails`, a keyword chip `ViewDescriptor.Search`); this module imports no
//   other feature.
// - Every user-visible string is in `SearchStrings`; images that fail to load show the components'
//   placeholders and are logged, never thrown.
import RecipeComponents
import RecipeCore

/// The screens this feature publishes to the composition root.
public enum SearchScreens {
  /// The search screen for `query` (an empty query shows the start page with popular keywords).
  public static func search(query: String) -> Screen {
    Screen(name: "Search(\(query))") { environment in
      let state = await SearchViewModel(environment: environment, query: query).load()
      return content(query: query, state: state, language: environment.language)
    }
  }

  /// The content for an already known state (previews of states that never settle, like loading).
  static func content(query: String, state: SearchState, language: AppLanguage) -> ScreenContent {
    ScreenContent { SearchView(query: query, state: state, language: language) }
  }
}
