import KagamiImage
import KagamiLayout
import KagamiRenderer
import KagamiSampleScreens
import Testing

/// Grids, safe areas and the status bar painted: goldens, and pixels checked in code.
@Suite struct ScreenGridTests {
  /// A small phone-like screen for the grid sample.
  static let gridDevice = Device(
    name: "grid", width: 320, height: 480, scale: 2, safeArea: .zero, statusBarHeight: 0)
  /// A small notched phone (safe area 47 / 21, status bar 44) with the status bar drawn.
  static let safeAreaDevice = Device(
    name: "safearea", width: 300, height: 420, scale: 2, safeArea: EdgeInsets(top: 47, bottom: 21),
    statusBarHeight: 44
  ).withStatusBar()
  /// The top of each kind of status bar: a Dynamic Island phone at 3x, a classic phone and an iPad at 2x.
  static let statusBarDevices = [
    Device(name: "notch", width: 393, height: 60, scale: 3, safeArea: EdgeInsets(top: 59), statusBarHeight: 54),
    Device(name: "classic", width: 375, height: 24, scale: 2, safeArea: EdgeInsets(top: 20), statusBarHeight: 20),
    Device(name: "ipad", width: 820, height: 28, scale: 2, safeArea: EdgeInsets(top: 24), statusBarHeight: 24),
  ].map { (name: $0.name, device: $0.withStatusBar()) }

  @Test(arguments: [ColorScheme.light, .dark])
  func theGridScreenMatchesItsGolden(_ scheme: ColorScheme) throws {
    let shot = try ScreenFixtures.renderer().render(
      GridSampleScreen(), traits: Traits(device: Self.gridDevice, colorScheme: scheme))
    try screenGoldens.check(shot.bitmap, named: "grids.\(scheme.rawValue)")
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func theSafeAreaScreenMatchesItsGolden(_ scheme: ColorScheme) throws {
    let shot = try ScreenFixtures.renderer().render(
      SafeAreaSampleScreen(), traits: Traits(device: Self.safeAreaDevice, colorScheme: scheme))
    try screenGoldens.check(shot.bitmap, named: "safearea.\(scheme.rawValue)")
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func theStatusBarsMatchTheirGoldens(_ scheme: ColorScheme) throws {
    for (name, device) in Self.statusBarDevices {
      let shot = try ScreenFixtures.renderer().render(
        Color.clear, traits: Traits(device: device, colorScheme: scheme), background: .background)
      try screenGoldens.check(shot.bitmap, named: "statusbar.\(name).\(scheme.rawValue)")
    }
  }
}

/// Pixels of the safe-area screen and the status bar, checked in code.
@Suite struct ScreenSafeAreaPixelTests {
  func render(_ scheme: ColorScheme) throws -> Screenshot {
    try ScreenFixtures.renderer().render(
      SafeAreaSampleScreen(), traits: Traits(device: ScreenGridTests.safeAreaDevice, colorScheme: scheme))
  }

  @Test func theHeaderAndTheBarsBackgroundFillTheUnsafeEdges() throws {
    let shot = try render(.light)
    let bitmap = shot.bitmap
    // Top-left corner, under the status bar: the header's colour; bottom-left corner, under the home
    // indicator: the order bar's background.
    #expect(bitmap[1, 1] == RGBAColor(hex: 0xC8553D))
    #expect(bitmap[1, bitmap.height - 2] == KagamiLayout.Color.secondaryBackground.resolve(in: .light))
    let header = try #require(shot.pixelRect(for: "header"))
    #expect(header.y == 47 * 2)
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func theStatusBarIsBlackInLightAndWhiteInDark(_ scheme: ColorScheme) throws {
    let shot = try render(scheme)
    let expected = scheme == .dark ? RGBAColor.white : .black
    // The middle of the battery's charge.
    let battery = try #require(shot.pixelRect(for: "statusbar.battery"))
    #expect(shot.bitmap[battery.x + battery.width * 12 / 27, battery.y + battery.height / 2] == expected)
    // The time's stems reach the full colour (anti-aliased edges blend into the header).
    let time = try #require(shot.pixelRect(for: "statusbar.time"))
    var found = false
    for y in time.y..<time.maxY {
      for x in time.x..<time.maxX where shot.bitmap[x, y] == expected { found = true }
    }
    #expect(found)
  }
}
