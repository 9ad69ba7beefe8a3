import Foundation
import KagamiRenderer
import KagamiSymbols
import SwiftUI
import Testing

/// `Image(systemName:)` draws the mapped openly licensed icon, sized from the font, stroked from its
/// weight; unmapped names draw a labelled placeholder and are listed.
@Suite struct SymbolTests {
  @Test(arguments: [ColorScheme.light, .dark])
  func theSymbolSheetMatchesItsGolden(_ scheme: ColorScheme) throws {
    let screen = try SwiftUIRendering.render(SymbolSheet(), scheme)
    try swiftUIGoldens.check(screen.bitmap, named: "symbols.\(scheme)")
    #expect(screen.unmappedSymbols == ["cart.badge.questionmark.custom"])
  }

  @Test func directionalSymbolsMirrorRightToLeft() throws {
    let device = Device(name: "swiftui-test", width: 320, height: 60, scale: 2, safeArea: .zero, statusBarHeight: 0)
    let renderer = try SwiftUIRendering.renderer()
    let ltr = try renderer.render(DirectionalSymbols(), traits: Traits(device: device), background: .background)
    let rtl = try renderer.render(
      DirectionalSymbols(), traits: Traits(device: device, layoutDirection: .rtl), background: .background)
    try swiftUIGoldens.check(rtl.bitmap, named: "symbols.rtl")
    #expect(ltr.bitmap != rtl.bitmap)
  }

  @Test func theTableNamesOnlyIconsKagamiSVGReads() {
    #expect(SymbolCatalog.shared.tableProblems() == [])
    #expect(SymbolCatalog.shared.entries.count >= 300)
    #expect(SymbolCatalog.shared.glyph(named: "pencil.circle.fill")?.enclosure == .circle)
    #expect(SymbolCatalog.shared.glyph(named: "xmark.circle.fill")?.entry.icon == "circle-x")
    #expect(SymbolCatalog.shared.glyph(named: "no.such.symbol") == nil)
  }

  @Test func theRankingsDrawnColumnIsWhatTheCatalogDraws() throws {
    let ranking = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Docs/symbols-ranking.tsv")
    let rows = try String(contentsOf: ranking, encoding: .utf8).split(separator: "\n").dropFirst()
      .map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
    #expect(rows.count == 535)
    var drawn = 0
    for row in rows where row.count == 5 {
      let isDrawn = SymbolCatalog.shared.glyph(named: String(row[1])) != nil
      #expect(isDrawn == (row[4] != "UNMAPPED"), "\(row[1]) in Docs/symbols-ranking.tsv")
      if isDrawn { drawn += 1 }
    }
    // Docs/symbols.md: "341 of the 535 names".
    #expect(drawn == 341)
  }

  @Test func aMalformedTableLineIsAnErrorNamingIt() {
    #expect(throws: SymbolTableError(line: 2, message: "star names no icon")) {
      try SymbolEntry.table("plus plus\nstar\n")
    }
    #expect(throws: SymbolTableError(line: 1, message: "unknown option fil=1")) {
      try SymbolEntry.table("plus plus fil=1")
    }
  }

  @Test func everyCommonNameIsMapped() throws {
    let screen = try SwiftUIRendering.render(SymbolGrid(names: commonSymbolNames + symbolVariantNames))
    #expect(screen.unmappedSymbols.isEmpty)
    #expect(!screen.layoutDump.contains("unmapped-symbol:"))
  }

  @Test func symbolsAreSizedFromTheFontAndTheImageScale() throws {
    let view = VStack {
      Image(systemName: "star").id("body")
      Image(systemName: "star").imageScale(.large).id("large")
      Image(systemName: "star").font(.caption).id("caption")
      Image(systemName: "no.such.symbol").font(.caption).id("unmapped-caption")
      Image(systemName: "star").imageScale(.small).font(.title).id("small-title")
      Image(systemName: "star").resizable().frame(width: 50, height: 40).id("resizable")
    }
    let frames = try SwiftUIRendering.render(view).nodeFrames
    #expect(frames["body"]?.width == 20)
    #expect(frames["large"]?.width == 27)
    #expect(frames["caption"]?.width == 14)
    #expect(frames["unmapped-caption"]?.width == 14, "a placeholder is as large as the symbol would be")
    #expect(frames["small-title"]?.height == 27)
    #expect(frames["resizable"]?.width == 50)
  }

  @Test func theStrokeFollowsTheFontWeight() throws {
    func dump(_ weight: Font.Weight) throws -> String {
      try SwiftUIRendering.render(Image(systemName: "heart").fontWeight(weight)).layoutDump
    }
    #expect(try dump(.regular).contains("icon=\"symbol:heart\" stroke=#000000ff@2"))
    #expect(try dump(.ultraLight).contains("@1 "), "ultra light strokes 1 of 24 units")
    #expect(try dump(.black).contains("@3.25"))
  }

  @Test func aFilledSymbolFillsItsShapeAndKnocksOutItsDetails() throws {
    let dump = try SwiftUIRendering.render(Image(systemName: "xmark.circle.fill").foregroundStyle(.red)).layoutDump
    let line = try #require(dump.split(separator: "\n").first { $0.contains("symbol:xmark.circle.fill") })
    #expect(line.contains("fill=#"), "the circle is filled")
    #expect(line.contains("cutout=stroke@2"), "the cross is cut out of the circle")
    #expect(!line.contains("#ffffffff"), "nothing is drawn in the background colour")
  }

  @Test func anUnmappedNameIsAVisibleLabelledPlaceholder() throws {
    let screen = try SwiftUIRendering.render(Image(systemName: "no.such.symbol"))
    #expect(screen.layoutDump.contains("icon=\"unmapped-symbol:no.such.symbol\""))
    #expect(screen.accessibilityDump.contains("no.such.symbol"))
    #expect(screen.unmappedSymbols == ["no.such.symbol"])
    let blank = try SwiftUIRendering.render(Color.clear.frame(width: 20, height: 20))
    #expect(screen.bitmap != blank.bitmap, "the placeholder draws something")
  }
}
