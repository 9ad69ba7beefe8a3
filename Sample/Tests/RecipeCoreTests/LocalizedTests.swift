import RecipeCore
import Testing

@Suite struct LocalizedTests {
  @Test func resolvesPerLanguage() {
    let title = Localized(ja: "材料", en: "Ingredients")
    #expect(title.value(for: .ja) == "材料")
    #expect(title(.en) == "Ingredients")
    #expect(title.map(\.count) == Localized(ja: 2, en: 11))
    // Arabic falls back to English until a text is translated.
    #expect(title(.ar) == "Ingredients")
    let translated = Localized(ja: "材料", en: "Ingredients", ar: "المكونات")
    #expect(translated(.ar) == "المكونات")
    #expect(translated.map(\.count) == Localized(ja: 2, en: 11, ar: 8))
  }

  @Test func languagesHaveTheirLocales() {
    #expect(AppLanguage.ja.localeIdentifier == "ja_JP")
    #expect(AppLanguage.en.localeIdentifier == "en_US")
    #expect(AppLanguage.ar.localeIdentifier == "ar_SA")
    #expect(AppLanguage.allCases == [.ja, .en, .ar])
  }
}
