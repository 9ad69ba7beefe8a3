import RecipeCore
import Testing

@Suite struct LocalizedTests {
  @Test func resolvesPerLanguage() {
    let title = Localized(ja: "材料", en: "Ingredients")
    #expect(title.value(for: .ja) == "材料")
    #expect(title(.en) == "Ingredients")
    #expect(title.map(\.count) == Localized(ja: 2, en: 11))
  }

  @Test func languagesHaveTheirLocales() {
    #expect(AppLanguage.ja.localeIdentifier == "ja_JP")
    #expect(AppLanguage.en.localeIdentifier == "en_US")
    #expect(AppLanguage.allCases == [.ja, .en])
  }
}
