import KagamiRenderer
import SwiftUI
import Testing

/// Presentations draw nothing, `onChange` runs only initially, `GeometryReader` reports the safe
/// area's size, and UIKit/AppKit names draw as their SwiftUI counterparts.
@Suite struct PresentationTests {
  func line(_ id: String, in screen: Screenshot) throws -> String {
    try #require(screen.layoutDump.split(separator: "\n").first { $0.contains("#\(id)") }.map(String.init))
  }

  @Test func presentationsDrawThePresentingScreenOnly() throws {
    let screen = try SwiftUIRendering.render(PresentingScreen())
    #expect(!screen.accessibilityDump.contains("Sheet"))
    #expect(!screen.accessibilityDump.contains("Delete"))
    #expect(!screen.accessibilityDump.contains("Copy"))
    // The initial onChange ran once; the plain one never.
    #expect(try line("changes", in: screen).contains("\"changes 1\""))
    #expect(try line("phase", in: screen).contains("\"active\""))
  }

  @Test func geometryReadersReportTheSafeAreasSize() throws {
    // The test screen is 320 × 480 pt without safe area: half the width is 160 pt.
    let screen = try SwiftUIRendering.render(GeometryBar())
    // The reader places its content at its top leading corner, as SwiftUI does.
    #expect(try line("half", in: screen).hasSuffix(" 0,0 160x10"))
    let phone = try SwiftUIRendering.renderer().render(GeometryBar(), traits: Traits(device: .iPhone15))
    // iPhone 15: 393 pt wide, no side insets in portrait: 196.5 pt, on the 1/3 pt grid at 3×; the
    // reader starts below the 59 pt top inset.
    #expect(try line("half", in: phone).hasSuffix(" 0,59 196.667x10"))
  }

  @Test func uiKitAndAppKitNamesDrawTheirSwiftUICounterparts() throws {
    let names = try SwiftUIRendering.render(PlatformNamesView())
    let swiftUI = try SwiftUIRendering.render(
      VStack(alignment: .leading, spacing: 4) {
        Text("Headline").font(.headline).id("uifont")
        Text("Sized").font(.system(size: 22, weight: .bold)).id("system")
        Text("phone").id("idiom")
        Text("AppKit").foregroundColor(.secondary).id("nscolor")
        Image(systemName: "star.fill").id("uiimage")
        Image("avatar").id("resource")
      })
    #expect(names.layoutDump == swiftUI.layoutDump)
    #expect(names.bitmap == swiftUI.bitmap)
  }
}
