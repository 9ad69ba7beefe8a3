import KagamiImage
import KagamiLayout
import KagamiText
import Testing

@Suite struct TraitsTests {
  @Test func devicePresetsHaveApplesSizesScalesAndInsets() {
    #expect(Device.iPhoneSE3.width == 375 && Device.iPhoneSE3.height == 667 && Device.iPhoneSE3.scale == 2)
    #expect(Device.iPhone15.width == 393 && Device.iPhone15.height == 852 && Device.iPhone15.scale == 3)
    #expect(Device.iPhone15ProMax.width == 430 && Device.iPhone15ProMax.height == 932)
    #expect(Device.iPad10.width == 820 && Device.iPad10.height == 1180 && Device.iPad10.scale == 2)
    #expect(Device.iPhone15.safeArea.top == 59 && Device.iPhone15.safeArea.bottom == 34)
    #expect(Device.iPhoneSE3.safeArea.top == Device.iPhoneSE3.statusBarHeight)
    #expect(Set(Device.presets.map(\.name)).count == Device.presets.count)
  }

  @Test func semanticColoursFollowTheScheme() {
    for color in SemanticColor.allCases where color != .gray {
      #expect(color.resolve(in: .light) != color.resolve(in: .dark), "\(color)")
    }
    #expect(Color.label.resolve(in: .light) == RGBAColor(hex: 0x000000))
    #expect(Color.label.resolve(in: .dark) == RGBAColor(hex: 0xFFFFFF))
    #expect(Color.accentColor.resolve(in: .light).description == "#007affff")
    #expect(Color.black.opacity(0.5).resolve(in: .dark).alpha == 128)
    #expect(Color(red: 1, green: 0.5, blue: .nan).resolve(in: .light) == RGBAColor(red: 255, green: 128, blue: 0))
  }

  @Test func variantNamesAreStableAndDistinct() {
    #expect(Traits().variantName == "iphone15.light.en")
    #expect(
      Traits(device: .iPhoneSE3, colorScheme: .dark, contentSizeCategory: .accessibilityLarge, locale: .jaJP)
        .scaled(to: 1).variantName == "iphone-se3-1x.dark.ja.size8")
    #expect(Traits(locale: ScreenLocale("en_GB"), layoutDirection: .rtl).variantName == "iphone15.light.en_GB.rtl")
    let names = [
      Traits(), Traits(colorScheme: .dark), Traits(contentSizeCategory: .accessibilityLarge),
      Traits(locale: .jaJP), Traits(layoutDirection: .rtl), Traits(device: .iPad10),
    ].map(\.variantName)
    #expect(Set(names).count == names.count)
    #expect(ScreenLocale.jaJP.languageCode == "ja")
  }

  @Test func theTraitMatrixVariesDevicesSlowest() {
    let matrix = Traits.matrix(
      devices: [.iPhoneSE3, .iPhone15], colorSchemes: [.light, .dark], locales: [.jaJP, .enUS], scale: 1)
    #expect(
      matrix.map(\.variantName) == [
        "iphone-se3-1x.light.ja", "iphone-se3-1x.light.en", "iphone-se3-1x.dark.ja", "iphone-se3-1x.dark.en",
        "iphone15-1x.light.ja", "iphone15-1x.light.en", "iphone15-1x.dark.ja", "iphone15-1x.dark.en",
      ])
    #expect(matrix.allSatisfy { $0.device.scale == 1 })
    #expect(
      Traits.matrix(contentSizeCategories: [.large, .accessibilityLarge], layoutDirections: [.ltr, .rtl]).count == 8)
  }

  @Test func traitsReaderSeesTheInjectedTraits() throws {
    let view = TraitsReader { traits in
      Text(traits.locale == .jaJP ? "こんにちは" : "Hello").id("greeting")
    }
    let context = try DSLTestSupport.context()
    let japanese = try ViewLayout.layout(view, traits: Traits(locale: .jaJP), context: context)
    let english = try ViewLayout.layout(view, traits: Traits(locale: .enUS), context: context)
    guard case .text(let ja)? = DSLTestSupport.find("greeting", in: japanese)?.content,
      case .text(let en)? = DSLTestSupport.find("greeting", in: english)?.content
    else {
      Issue.record("no text nodes")
      return
    }
    #expect(ja.text == "こんにちは")
    #expect(en.text == "Hello")
  }
}
