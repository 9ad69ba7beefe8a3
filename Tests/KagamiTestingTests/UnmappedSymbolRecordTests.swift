import Foundation
import KagamiResults
import Testing

@testable import KagamiTesting

/// An SF Symbol with no mapped icon draws a labelled placeholder and is listed in the check's result
/// record; mapped names are not listed.
@Suite struct UnmappedSymbolRecordTests {
  private static func screen() throws -> Screenshot {
    let view = HStack {
      Image(systemName: "trash")
      Image(systemName: "no.such.symbol")
      Label("Later", systemImage: "zzz.unknown.fill")
      Image(systemName: "no.such.symbol")
    }
    return try ScreenRenderer().render(view, traits: Traits().scaled(to: 1))
  }

  @Test func theRecordListsEachUnmappedNameOnce() throws {
    let package = try TestPackage()
    let screen = try Self.screen()
    #expect(screen.unmappedSymbols == ["no.such.symbol", "zzz.unknown.fill"])
    _ = package.verify(screen, named: "symbols", settings: package.settings())
    let record = try package.resultRecord("card.symbols.png")
    #expect(record.unmappedSymbols == ["no.such.symbol", "zzz.unknown.fill"])
  }

  @Test func theDumpsNameThePlaceholderAndTheMappedIcon() throws {
    let screen = try Self.screen()
    #expect(screen.layoutDump.contains("icon=\"symbol:trash\""))
    #expect(screen.layoutDump.contains("icon=\"unmapped-symbol:no.such.symbol\""))
    #expect(screen.accessibilityDump.contains("no.such.symbol"))
  }

  @Test func aScreenWithOnlyMappedSymbolsListsNone() throws {
    let screen = try ScreenRenderer().render(
      Label("Delete", systemImage: "trash.fill"), traits: Traits().scaled(to: 1))
    #expect(screen.unmappedSymbols.isEmpty)
    let package = try TestPackage()
    _ = package.verify(screen, named: "mapped", settings: package.settings())
    #expect(try package.resultRecord("card.mapped.png").unmappedSymbols == nil)
  }
}
