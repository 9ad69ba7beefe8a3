import KagamiImage
import KagamiRenderer
import SwiftUI
import Testing

/// `symbolRenderingMode(_:)` where it changes a still frame: a two-layer symbol's secondary layer at
/// half opacity (hierarchical), in the second foreground style (palette), in its own colours
/// (multicolor), and the monochrome default with its details cut out.
@Suite struct SymbolRenderingModeTests {
  static let names = [
    "checkmark.circle.fill", "plus.circle.fill", "xmark.circle", "pencil.circle.fill", "exclamationmark.triangle.fill",
    "heart.fill", "star.fill",
  ]

  /// One row of the sheet: every symbol in `mode`.
  struct ModeRow: View {
    let title: String
    let mode: SymbolRenderingMode

    var body: some View {
      HStack(spacing: 8) {
        Text(title).font(.caption2).frame(width: 70, alignment: .leading)
        ForEach(SymbolRenderingModeTests.names, id: \.self) { name in
          Image(systemName: name).font(.body)
        }
      }
      .symbolRenderingMode(mode)
    }
  }

  /// The sheet: a row per mode, on a tinted card so that cut-outs and half-opaque layers show.
  struct Sheet: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 10) {
        ModeRow(title: "monochrome", mode: .monochrome).foregroundStyle(.blue)
        ModeRow(title: "hierarchical", mode: .hierarchical).foregroundStyle(.blue)
        ModeRow(title: "palette", mode: .palette).foregroundStyle(.white, .orange)
        ModeRow(title: "multicolor", mode: .multicolor).foregroundStyle(.blue)
      }
      .padding(12)
      .background(Color(.systemGray5))
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func theModesSheetMatchesItsGolden(_ scheme: ColorScheme) throws {
    let screen = try SwiftUIRendering.render(Sheet(), scheme)
    try swiftUIGoldens.check(screen.bitmap, named: "symbols.rendering-modes.\(scheme)")
  }

  /// The colours of a 40-point `checkmark.circle.fill` on white: on its tick (at 13, 12 of the icon's
  /// 24 × 24 units, on the tick's long stroke) and on its circle (at 4.8, 12, away from the tick).
  static func samples(_ view: some View) throws -> (centre: RGBAColor, body: RGBAColor) {
    let symbol = view.font(.system(size: 33)).id("symbol")
    let screen = try SwiftUIRendering.render(symbol)
    let frame = try #require(screen.nodeFrames["symbol"])
    let scale = 2.0
    let y = Int((frame.y + frame.height / 2) * scale)
    let centre = screen.bitmap[Int((frame.x + frame.width * 13 / 24) * scale), y]
    let body = screen.bitmap[Int((frame.x + frame.width * 0.2) * scale), y]
    return (centre, body)
  }

  @Test func eachModePaintsTheLayersItsOwnWay() throws {
    let blue = Color.blue.resolve(in: .light)
    let white = RGBAColor(hex: 0xFFFFFF)
    func symbol(_ mode: SymbolRenderingMode) -> some View {
      Image(systemName: "checkmark.circle.fill").symbolRenderingMode(mode)
    }
    // Monochrome: the tick is cut out of the blue circle, so the white screen shows through.
    let monochrome = try Self.samples(symbol(.monochrome).foregroundStyle(.blue))
    #expect(monochrome.body == blue)
    #expect(monochrome.centre == white)
    #expect(try Self.samples(Image(systemName: "checkmark.circle.fill").foregroundStyle(.blue)) == monochrome)
    // Hierarchical: the circle at half opacity over white, the tick in full blue.
    let hierarchical = try Self.samples(symbol(.hierarchical).foregroundStyle(.blue))
    #expect(hierarchical.body != blue && hierarchical.body != white)
    #expect(hierarchical.centre == blue)
    // Palette: the tick in the first style, the circle in the second.
    let palette = try Self.samples(symbol(.palette).foregroundStyle(.white, .orange))
    #expect(palette.body == Color.orange.resolve(in: .light))
    #expect(palette.centre == white)
    // Multicolor: SF Symbols' green circle with a white tick, whatever the foreground.
    let multicolor = try Self.samples(symbol(.multicolor).foregroundStyle(.blue))
    #expect(multicolor.body == Color.green.resolve(in: .light))
    #expect(multicolor.centre == white)
  }
}
