import KagamiImage
import KagamiLayout
import KagamiRenderer
import KagamiSampleScreens
import Testing

/// Controls in their default iOS look: buttons in each style, toggles, text fields, progress,
/// labels and pickers, light and dark, and at a large Dynamic Type size.
@Suite struct ScreenControlTests {
  static let device = ControlsGoldenScreen.device

  static var screen: some View { ControlsGoldenScreen() }

  func render(_ scheme: ColorScheme = .light, size: ContentSizeCategory = .large) throws -> Screenshot {
    try ScreenFixtures.renderer().render(
      Self.screen, traits: Traits(device: Self.device, colorScheme: scheme, contentSizeCategory: size),
      background: .background)
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func controlsMatchTheirGoldens(_ scheme: ColorScheme) throws {
    try screenGoldens.check(try render(scheme).bitmap, named: "controls.\(scheme.rawValue)")
  }

  static var compact: some View { CompactControlsGoldenScreen() }

  @Test func controlsFollowDynamicType() throws {
    let renderer = try ScreenFixtures.renderer()
    func render(_ size: ContentSizeCategory) throws -> Screenshot {
      try renderer.render(
        Self.compact, traits: Traits(device: Self.device, contentSizeCategory: size), background: .background)
    }
    let large = try render(.accessibilityMedium)
    let regular = try render(.large)
    #expect(try #require(large.nodeFrames["prominent"]).height > (try #require(regular.nodeFrames["prominent"])).height)
    try screenGoldens.check(large.bitmap, named: "controls.light.accessibilityMedium")
  }

  @Test func controlsAreReadAsTheirRoles() throws {
    let elements = try render().accessibilityDump
    #expect(elements.contains("button \"Save\""))
    #expect(elements.contains("toggle \"Notifications, on\""))
    #expect(elements.contains("toggle \"Dark mode, off\""))
    #expect(elements.contains("textField \"Search recipes\""))
    #expect(elements.contains("textField \"Okonomiyaki\""))
    #expect(elements.contains("progressIndicator \"Uploading, 35%\""))
    #expect(elements.contains("button \"Servings, 2\""))
  }

  @Test func theBarFillsItsShareOfTheWidth() throws {
    let screen = try render()
    let dump = screen.layoutDump
    let track = try #require(
      dump.split(separator: "\n").first { $0.contains("progress ") && $0.contains("clip=capsule") })
    let fill = try #require(dump.split(separator: "\n").first { $0.contains("progress-value") })
    // 296 pt wide track (320 − 2 × 12): 35% is 103.6 pt, on the 0.5 pt grid at 2×.
    #expect(track.contains(" 296x4 "))
    #expect(fill.contains(" 103.5x4 ") || fill.contains(" 104x4 "))
  }
}
