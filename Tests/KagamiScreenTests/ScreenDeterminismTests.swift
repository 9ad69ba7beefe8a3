import Foundation
import KagamiImage
import KagamiLayout
import KagamiSampleScreens
import Testing

/// The sample screens (settings, cards, article, grids, safe area with the status bar) rendered here and in a child process of this test binary running under
/// another time zone and locale give the same pixel hashes and dumps; a second render in one
/// process (warm caches) gives the same too.
@Suite struct ScreenDeterminismTests {
  static let outputVariable = "KAGAMI_SCREEN_CHILD_OUTPUT"

  static func fingerprint() throws -> String {
    let renderer = try ScreenFixtures.renderer()
    let traits = Traits(device: .iPhone15, colorScheme: .dark, locale: .jaJP)
    let screens = [
      try renderer.render(SettingsSampleScreen(), traits: traits),
      try renderer.render(CardGridSampleScreen(), traits: traits, layout: .fullContent),
      try renderer.render(ScreenFixtures.article, traits: traits),
      try renderer.render(GridSampleScreen(), traits: traits),
      try renderer.render(
        SafeAreaSampleScreen(), traits: Traits(device: Device.iPhone15.withStatusBar(), locale: .jaJP)),
    ]
    return screens.map { "\($0.bitmap.pixelHash.hex) \($0.layoutDump.count) \($0.accessibilityDump)" }
      .joined(separator: "\n")
  }

  @Test func childScreenRender() throws {
    let value = try Self.fingerprint()
    if let path = ProcessInfo.processInfo.environment[Self.outputVariable] {
      try Data(value.utf8).write(to: URL(fileURLWithPath: path))
    } else {
      #expect(try Self.fingerprint() == value)
    }
  }

  @Test func sameScreensInAnotherProcessTimeZoneAndLocale() throws {
    guard ProcessInfo.processInfo.environment[Self.outputVariable] == nil else { return }
    let executable = URL(fileURLWithPath: CommandLine.arguments[0])
    try #require(FileManager.default.isExecutableFile(atPath: executable.path), "test binary at \(executable.path)")
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("kagami-screen-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: output) }
    let child = Process()
    child.executableURL = executable
    child.arguments = ["--testing-library", "swift-testing", "--filter", "childScreenRender"]
    var environment = ProcessInfo.processInfo.environment
    environment[Self.outputVariable] = output.path
    environment["TZ"] = "America/Los_Angeles"
    environment["LC_ALL"] = "ja_JP.UTF-8"
    environment["LANG"] = "ja_JP.UTF-8"
    child.environment = environment
    child.standardOutput = FileHandle.nullDevice
    child.standardError = FileHandle.nullDevice
    try child.run()
    child.waitUntilExit()
    #expect(child.terminationStatus == 0)
    let childValue = String(decoding: try Data(contentsOf: output), as: UTF8.self)
    #expect(childValue == (try Self.fingerprint()))
  }
}
