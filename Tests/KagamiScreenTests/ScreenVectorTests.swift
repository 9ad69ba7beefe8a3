import Foundation
import KagamiImage
import KagamiLayout
import KagamiRaster
import KagamiRenderer
import KagamiTestSupport
import Testing

/// Paths, stroked shapes and SVG icons through the DSL: goldens, dumps and colours.
@Suite struct ScreenVectorTests {
  static let device = Device(name: "vector", width: 160, height: 100, scale: 2, safeArea: .zero, statusBarHeight: 0)
  let goldens = GoldenFolder(besides: #filePath, artifacts: "screen-goldens")

  /// A five-pointed star through `points` on a circle of radius 20 around (22, 22).
  static let star = Path { path in
    let points = [(22.0, 2.0), (33.8, 38.2), (3, 15.8), (41, 15.8), (10.2, 38.2)]
    path.move(to: Point(x: points[0].0, y: points[0].1))
    for point in points.dropFirst() { path.addLine(to: Point(x: point.0, y: point.1)) }
    path.closeSubpath()
  }

  static var screen: some View {
    VStack(alignment: .leading, spacing: 6) {
      HStack(spacing: 6) {
        star.fill(Color(hex: 0xE8730C), style: FillStyle(eoFill: true)).frame(width: 44, height: 44)
        star.fill(Color(hex: 0xE8730C)).frame(width: 44, height: 44)
        Path { path in
          path.addLines([Point(x: 4, y: 36), Point(x: 16, y: 8), Point(x: 28, y: 36), Point(x: 40, y: 8)])
        }
        .stroke(Color(hex: 0x2F6FDE), style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round))
        .frame(width: 44, height: 44)
      }
      HStack(spacing: 10) {
        Circle().stroke(Color(hex: 0x1A7F37), lineWidth: 3).frame(width: 30, height: 30)
        RoundedRectangle(cornerRadius: 6)
          .stroke(Color(hex: 0x8250DF), style: StrokeStyle(lineWidth: 2, dash: [6, 3]))
          .frame(width: 40, height: 30)
        Image(svg: "search.svg").resizable().frame(width: 30, height: 30).foregroundColor(Color(hex: 0xCF222E)).id(
          "icon")
        Image(svg: "search.svg").strokeWidth(1).foregroundColor(.label)
      }
    }
    .padding(4)
  }

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
