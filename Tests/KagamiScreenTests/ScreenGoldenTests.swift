import KagamiImage
import KagamiLayout
import KagamiSampleScreens
import KagamiTestSupport
import Testing

/// The three sample screens in light and dark on two devices (12 goldens), compared exactly.
@Suite struct ScreenGoldenTests {
  static let traits: [Traits] = [Device.iPhoneSE3, .iPhone15].flatMap { device in
    ColorScheme.allCases.map { Traits(device: device, colorScheme: $0) }
  }

  @Test(arguments: traits) func settings(_ traits: Traits) throws {
    let screen = try ScreenFixtures.renderer().render(
      SettingsSampleScreen(), traits: traits, background: .groupedBackground)
    try screenGoldens.check(screen.bitmap, named: "settings.\(traits.variantName)")
  }

  @Test(arguments: traits) func cardGrid(_ traits: Traits) throws {
    let screen = try ScreenFixtures.renderer().render(CardGridSampleScreen(), traits: traits)
    try screenGoldens.check(screen.bitmap, named: "cards.\(traits.variantName)")
  }

  @Test(arguments: traits) func japaneseArticle(_ traits: Traits) throws {
    if GoldenFolder.isRecording { try ScreenFixtures.writeArticleFixtures() }
    var traits = traits
    traits.locale = .jaJP
    let screen = try ScreenFixtures.renderer().render(ScreenFixtures.article, traits: traits)
    try screenGoldens.check(screen.bitmap, named: "article.\(traits.variantName)")
  }
}
