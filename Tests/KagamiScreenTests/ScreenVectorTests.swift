import Foundation
import KagamiImage
import KagamiLayout
import KagamiRaster
import KagamiRenderer
import KagamiSampleScreens
import KagamiTestSupport
import Testing

/// Paths, stroked shapes and SVG icons through the DSL: goldens, dumps and colours.
@Suite struct ScreenVectorTests {
  static let device = VectorsGoldenScreen.device
  let goldens = GoldenFolder(besides: #filePath, artifacts: "screen-goldens")

  static var screen: some View { VectorsGoldenScreen() }

  func render(_ scheme: ColorScheme = .light) throws -> Screenshot {
    try ScreenFixtures.renderer().render(
      Self.screen, traits: Traits(device: Self.device, colorScheme: scheme), background: .background)
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func pathsStrokesAndIconsMatchTheirGoldens(_ scheme: ColorScheme) throws {
    try goldens.check(try render(scheme).bitmap, named: "vectors.\(scheme.rawValue)")
  }

  @Test func anIconIsOneNodeWithItsNameAndPaint() throws {
    let dump = try render().layoutDump
    #expect(dump.contains("frame #icon 93,60 30x30\n          image 93,60 30x30 icon=\"search\" stroke=#cf222eff@2"))
    #expect(dump.contains(#"icon="search" stroke=#000000ff@1"#))
    #expect(dump.contains("path=6 fill=#e8730cff"))
    #expect(dump.contains("path=4 stroke=#2f6fdeff@4"))
    #expect(dump.contains("stroke=circle #1a7f37ff@3"))
    // One line per icon, whatever it is made of.
    #expect(dump.split(separator: "\n").filter { $0.contains("icon=") }.count == 2)
  }

  @Test func theIconTakesTheForegroundColourInEachScheme() throws {
    let light = try render(.light)
    let dark = try render(.dark)
    let rect = try #require(light.pixelRect(for: "icon"))
    // The ring's leftmost stroke at mid-height: (10.5 − 6.5) of 24 across 60 pixels, 2 wide.
    let x = rect.x + 10
    let y = rect.y + 26
    #expect(light.bitmap[x, y] == RGBAColor(hex: 0xCF222E))
    #expect(dark.bitmap[x, y] == RGBAColor(hex: 0xCF222E))
    #expect(light.bitmap[rect.x + 30, rect.y + 26] == RGBAColor.white)
  }

  @Test func aBadIconIsAnErrorNamingTheFile() throws {
    let renderer = try ScreenFixtures.renderer()
    let traits = Traits(device: Self.device)
    #expect {
      _ = try renderer.render(Image(svg: "missing.svg"), traits: traits)
    } throws: { "\($0)".contains("missing.svg") && "\($0)".contains("missing") }
    #expect {
      _ = try renderer.render(Image(svg: "unsupported.svg"), traits: traits)
    } throws: { "\($0)".contains("unsupported.svg:2") && "\($0)".contains("<text>") }
  }
}
