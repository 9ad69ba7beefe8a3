import KagamiRenderer
import SwiftUI
import Testing

/// Screens in iOS's own look: a settings form, a list with sections, a profile with a toolbar and a
/// tab bar app, on an iPhone 15 (at 2×, with its status bar and home indicator), in light and dark,
/// left to right and right to left, at the default size and an accessibility size.
@Suite struct SystemLookTests {
  /// A rendering variant: colour scheme, layout direction, content size.
  struct Variant: CustomTestStringConvertible, Sendable {
    let name: String
    let scheme: ColorScheme
    let rightToLeft: Bool
    let size: ContentSizeCategory

    var testDescription: String { name }

    static let all = [
      Variant(name: "light", scheme: .light, rightToLeft: false, size: .large),
      Variant(name: "dark", scheme: .dark, rightToLeft: false, size: .large),
      Variant(name: "rtl", scheme: .light, rightToLeft: true, size: .large),
      Variant(name: "ax3", scheme: .light, rightToLeft: false, size: .accessibilityExtraLarge),
    ]
  }

  /// An iPhone 15 at 2× (smaller goldens than 3×), with its status bar and home indicator.
  static let phone: Device = {
    var device = Device.iPhone15.withStatusBar().withHomeIndicator()
    device.scale = 2
    device.name = "iphone15-2x"
    return device
  }()

  static func render<V: View>(_ view: V, _ variant: Variant) throws -> Screenshot {
    let traits = Traits(
      device: phone, colorScheme: variant.scheme, contentSizeCategory: variant.size,
      layoutDirection: variant.rightToLeft ? .rtl : .ltr)
    return try SwiftUIRendering.renderer().render(view, traits: traits)
  }

  @Test(arguments: Variant.all)
  func settingsForm(_ variant: Variant) throws {
    try swiftUIGoldens.check(
      try Self.render(SettingsFormScreen(), variant).bitmap, named: "look.settings.\(variant.name)")
  }

  @Test(arguments: Variant.all)
  func recipeList(_ variant: Variant) throws {
    try swiftUIGoldens.check(try Self.render(RecipeListScreen(), variant).bitmap, named: "look.list.\(variant.name)")
  }

  @Test(arguments: Variant.all)
  func profileWithToolbar(_ variant: Variant) throws {
    try swiftUIGoldens.check(try Self.render(ProfileScreen(), variant).bitmap, named: "look.profile.\(variant.name)")
  }

  @Test(arguments: Variant.all)
  func tabApp(_ variant: Variant) throws {
    try swiftUIGoldens.check(try Self.render(TabAppScreen(), variant).bitmap, named: "look.tabs.\(variant.name)")
  }
}
