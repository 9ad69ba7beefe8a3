import KagamiRenderer
import SwiftUI
import Testing

/// The differences from iOS that rendering public SwiftUI files showed (Docs/swiftui-compat.md,
/// "Rendering the corpus"), each fixed and checked here with a golden and with what it measures.
@Suite struct CorpusDifferenceTests {
  /// `view` on a 320-point-wide screen `height` points high at 2×.
  static func render<V: View>(_ view: V, height: Double = 240) throws -> Screenshot {
    let device = Device(
      name: "swiftui-test", width: 320, height: height, scale: 2, safeArea: .zero, statusBarHeight: 0)
    return try SwiftUIRendering.renderer().render(view, traits: Traits(device: device), background: .background)
  }

  /// The dump line of the text `text`.
  static func line(of text: String, in dump: String) throws -> Substring {
    try #require(dump.split(separator: "\n").first { $0.contains("text=\"\(text)\"") })
  }

  @Test func anOuterForegroundStyleWinsOverTheButtonsTint() throws {
    let screen = try Self.render(ButtonForegroundScreen())
    let dump = screen.layoutDump
    let tint = try Self.line(of: "Tinted", in: dump)
    let tintColor = try #require(tint.split(separator: " ").first { $0.hasPrefix("color=") })
    #expect(try Self.line(of: "Continue", in: dump).contains("color=#ffffffff"))
    for title in ["Delete", "Inherited", "Bordered"] {
      #expect(try !Self.line(of: title, in: dump).contains(tintColor), "\(title) keeps its outer colour")
    }
    try swiftUIGoldens.check(screen.bitmap, named: "corpus.button-foreground")
  }

  @Test func spacersKeepTheirFixedAndMinimumLengths() throws {
    let screen = try Self.render(SpacerLengthScreen())
    let frames = screen.nodeFrames
    let above = try #require(frames["above"])
    let below = try #require(frames["below"])
    #expect(frames["fixed"]?.height == 6)
    #expect(below.y - above.maxY == 6, "Spacer().frame(height: 6) keeps 6 points between the texts")
    #expect(frames["minimum"]?.width == 20, "Spacer(minLength: 20) in a full row stays 20 wide")
    let title = try #require(frames["title"])
    let trailing = try #require(frames["trailing"])
    #expect(trailing.x - title.maxX == 20)
    #expect(frames["fixed-width"]?.width == 30, "a fixed-width spacer does not grow in its row")
    try swiftUIGoldens.check(screen.bitmap, named: "corpus.spacer-lengths")
  }

  @Test func aSpacerInAListRowDoesNotGrowTheRow() throws {
    let screen = try Self.render(SpacerInListRowScreen(), height: 480)
    let frames = screen.nodeFrames
    let row = try #require(frames["spacer-row"])
    let second = try #require(frames["second"])
    #expect(row.height < 100, "the row is as high as its two lines of text, not the screen")
    #expect(second.y - row.maxY < 40, "the second row follows the first")
    try swiftUIGoldens.check(screen.bitmap, named: "corpus.list-row-spacer")
  }

  @Test func aNavigationRowsLabelTakesTheRowsWidth() throws {
    let screen = try Self.render(NavigationRowScreen())
    let count = try #require(screen.nodeFrames["count"])
    // The card is 16 points in from each side, the row's content 20 more; the chevron is 7 wide
    // with 16 points before it: the count ends at 320 − 16 − 20 − 7 − 16 = 261.
    #expect(count.maxX == 261)
    try swiftUIGoldens.check(screen.bitmap, named: "corpus.navigation-row")
  }

  @Test func aFilledSymbolsDetailsShowWhatIsUnderIt() throws {
    let screen = try Self.render(CutOutSymbolScreen(), height: 120)
    for id in ["check", "cross"] {
      let frame = try #require(screen.nodeFrames[id])
      let scale = 2.0
      let (centreX, centreY) = (Int((frame.x + frame.width / 2) * scale), Int((frame.y + frame.height / 2) * scale))
      let backdrop = screen.bitmap[Int((frame.x + 2) * scale), Int((frame.y + 2) * scale)]
      #expect(backdrop != .white)
      #expect(screen.bitmap[centreX, centreY] == backdrop, "\(id): the button's colour shows through the cut-out")
    }
    try swiftUIGoldens.check(screen.bitmap, named: "corpus.cut-out-symbols")
  }
}

extension CorpusDifferenceTests {
  @Test func aWrappingTextGetsTheWidthItsSiblingsLeave() throws {
    let screen = try Self.render(WrappingRowScreen(), height: 300)
    let frames = screen.nodeFrames
    let comment = try #require(frames["comment"])
    let time = try #require(frames["time"])
    #expect(comment.x == 16 + 40 + 12)
    #expect(time.x - comment.maxX == 12, "the comment ends where the time begins, less the spacing")
    #expect(time.maxX <= 304, "nothing runs past the padding")
    #expect(comment.height > 40, "the comment wraps onto several lines")
    #expect(time.height < 20, "the time keeps its one line")
    let note = try #require(frames["note"])
    let edit = try #require(frames["edit"])
    #expect(edit.maxX <= 304)
    #expect(note.maxX <= edit.x)
    #expect(note.height > 30, "fixedSize(horizontal: false, vertical: true) still wraps")
    #expect(try #require(frames["fits"]).height < 30, "a row with room wraps nothing")
    #expect(!screen.layoutDump.contains("lines=1 truncated"))
    try swiftUIGoldens.check(screen.bitmap, named: "corpus.wrapping-row")
  }
}

extension CorpusDifferenceTests {
  @Test func anEmptyStatesLabelDrawsItsIconLargeAboveItsTitle() throws {
    let screen = try Self.render(EmptyStateLabelScreen(), height: 400)
    let dump = screen.layoutDump
    let icon = try #require(dump.split(separator: "\n").first { $0.contains("symbol:tray") })
    let title = try Self.line(of: "No Downloads", in: dump)
    func frame(_ line: Substring) throws -> (y: Double, height: Double) {
      let field = try #require(line.split(separator: " ").first { $0.contains("x") && $0.first?.isNumber == true })
      let height = try #require(Double(field.split(separator: "x")[1]))
      let position = try #require(line.split(separator: " ").first { $0.contains(",") && $0.first?.isNumber == true })
      return (try #require(Double(position.split(separator: ",")[1])), height)
    }
    let (iconY, iconHeight) = try frame(icon)
    let (titleY, _) = try frame(title)
    #expect(iconY + iconHeight <= titleY, "the icon is above the title")
    #expect(iconHeight >= 34, "the icon is drawn at the large title size")
    try swiftUIGoldens.check(screen.bitmap, named: "corpus.empty-state-label")
  }

  @Test func aRootWiderThanTheScreenIsCentred() throws {
    let screen = try Self.render(WideRootScreen(), height: 100)
    let root = try #require(screen.nodeFrames["root"])
    #expect(root.width == 360)
    #expect(root.x == -20, "20 points overflow on each side: half of each 40-point band shows")
    #expect(screen.nodeFrames["left-edge"]?.x == -20)
    #expect(screen.nodeFrames["right-edge"]?.maxX == 340)
    try swiftUIGoldens.check(screen.bitmap, named: "corpus.wide-root")
  }

  @Test func theCorpusSymbolNamesAreMapped() throws {
    let screen = try Self.render(SymbolGrid(names: corpusSymbolNames).padding(), height: 80)
    #expect(screen.unmappedSymbols.isEmpty)
    try swiftUIGoldens.check(screen.bitmap, named: "corpus.symbols")
  }
}
