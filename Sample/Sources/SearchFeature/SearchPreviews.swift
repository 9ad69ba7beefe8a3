import KagamiPreviews
import RecipeCore

/// The Search feature's screen catalog: every named state that tests, the sandbox and the report render.
public enum SearchPreviews {
  /// The feature's name in the catalog (`Search/<preview>`).
  public static let feature = "Search"

  /// The feature's previews as one module: what `assertPreviewSnapshots`, the sandbox and the gallery take.
  public static let module = RecipePreviewModule(feature, previews: all)

  /// A query with one match and related keywords.
  static let curry = Localized(ja: "カレー", en: "curry", ar: "كاري")
  /// A query that matches nothing.
  static let noMatch = Localized(ja: "チョコミントカレー", en: "chocolate mint curry", ar: "كاري بالشوكولاتة والنعناع")
  /// A query whose five matches all have long titles.
  static let japanese = Localized(ja: "和食", en: "japanese", ar: "ياباني")

  /// Every preview, in catalog order.
  public static let all: [RecipePreview] = [
    search("results", curry),
    search("longTitles", japanese),
    search("empty", noMatch),
    search(
      "error", curry,
      scenario: .failing(
        Endpoint.search(query: curry.ja).fixtureKey, Endpoint.search(query: curry.en).fixtureKey,
        Endpoint.search(query: curry(.ar)).fixtureKey)),
    RecipePreview("loading") { environment in
      SearchScreens.content(query: environment.localized(curry), state: .loading, language: environment.language)
    },
  ]

  /// A preview of the search screen for `query` in the environment's language.
  static func search(
    _ name: String, _ query: Localized<String>, scenario: PreviewScenario = .default, layout: SnapshotLayout = .device
  ) -> RecipePreview {
    RecipePreview(name, scenario: scenario, layout: layout) { environment in
      await SearchScreens.search(query: environment.localized(query)).load(environment)
    }
  }
}
