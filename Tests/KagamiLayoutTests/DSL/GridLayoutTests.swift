import KagamiImage
import KagamiLayout
import Testing

/// The eager `Grid`: columns as wide as their widest cell, rows as tall as their tallest, spans,
/// flexible columns, alignments and spacings, with frames computed here.
@Suite struct GridLayoutTests {
  func frame(_ id: String, _ tree: LaidOutNode) -> Rect? { DSLTestSupport.find(id, in: tree)?.frame }

  /// A box of a fixed size with an id.
  func box(_ id: String, _ width: Double, _ height: Double) -> some View {
    Rectangle().frame(width: width, height: height).id(id)
  }

  @Test func columnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() throws {
    let tree = try ViewLayout.layout(
      Grid {
        GridRow {
          box("a", 30, 10)
          box("b", 50, 10)
        }
        GridRow {
          box("c", 40, 20)
          box("d", 20, 20)
        }
      }, width: 200, height: 100, scale: 2)
    let grid = try #require(GridExpectation.first("grid", in: tree)).frame
    // Columns 40 and 50 with 8 between; rows 10 and 20 with 8 between; cells centred.
    #expect(grid.width == 98 && grid.height == 38)
    #expect(frame("a", tree) == GridExpectation.frame(x: 5, y: 0, width: 30, height: 10, origin: grid, scale: 2))
    #expect(frame("b", tree) == GridExpectation.frame(x: 48, y: 0, width: 50, height: 10, origin: grid, scale: 2))
    #expect(frame("c", tree) == GridExpectation.frame(x: 0, y: 18, width: 40, height: 20, origin: grid, scale: 2))
    #expect(frame("d", tree) == GridExpectation.frame(x: 63, y: 18, width: 20, height: 20, origin: grid, scale: 2))
    #expect(GridExpectation.all("gridcell", in: tree).map(\.frame.width) == [40, 50, 40, 50])
  }

  @Test func spacingsAndAlignmentsApply() throws {
    let tree = try ViewLayout.layout(
      Grid(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 2) {
        GridRow {
          box("a", 30, 10)
          box("b", 50, 20).gridColumnAlignment(.trailing)
        }
        GridRow(alignment: .bottom) {
          box("c", 40, 30)
          box("d", 20, 10)
        }
      }, width: 200, height: 100, scale: 2)
    let grid = try #require(GridExpectation.first("grid", in: tree)).frame
    #expect(grid.width == 94 && grid.height == 52)
    // Column 1 is aligned trailing by one of its cells; row 1 aligns its cells at the bottom.
    #expect(frame("a", tree) == GridExpectation.frame(x: 0, y: 0, width: 30, height: 10, origin: grid, scale: 2))
    #expect(frame("b", tree) == GridExpectation.frame(x: 44, y: 0, width: 50, height: 20, origin: grid, scale: 2))
    #expect(frame("c", tree) == GridExpectation.frame(x: 0, y: 22, width: 40, height: 30, origin: grid, scale: 2))
    #expect(frame("d", tree) == GridExpectation.frame(x: 74, y: 42, width: 20, height: 10, origin: grid, scale: 2))
  }

  @Test func aSpanningCellWidensItsColumnsEquallyAndAViewOutsideARowSpansThemAll() throws {
    let tree = try ViewLayout.layout(
      Grid {
        GridRow {
          box("a", 40, 10)
          box("b", 50, 10)
          box("c", 10, 10)
        }
        GridRow { box("span", 120, 10).gridCellColumns(2).padding(0) }  // the span survives later modifiers
        box("full", 20, 4)
      }, width: 300, height: 100, scale: 2)
    let grid = try #require(GridExpectation.first("grid", in: tree)).frame
    // The span needs 120 and gets 40 + 8 + 50 = 98: 11 more for each of its two columns.
    let cells = GridExpectation.all("gridcell", in: tree).map(\.frame.width)
    let expected: [Double] = [51, 61, 10, 51 + 8 + 61, 51 + 8 + 61 + 8 + 10]
    #expect(cells == expected)
    #expect(grid.width == 138)
    let third = grid.x + 128
    #expect(frame("c", tree)?.x == third)
    // The full-width line's view is centred across every column.
    #expect(frame("full", tree) == GridExpectation.frame(x: 59, y: 36, width: 20, height: 4, origin: grid, scale: 2))
  }

  @Test func aColumnWithAFlexibleCellTakesTheWidthLeft() throws {
    let tree = try ViewLayout.layout(
      Grid {
        GridRow {
          box("label", 30, 10)
          Color.red.frame(height: 10).id("fill")
        }
      }, width: 200, height: 100, scale: 2)
    let grid = try #require(GridExpectation.first("grid", in: tree)).frame
    #expect(grid.width == 200)
    #expect(frame("fill", tree) == GridExpectation.frame(x: 38, y: 0, width: 162, height: 10, origin: grid, scale: 2))
  }

  @Test func columnsTooWideForTheSpaceShrinkInProportion() throws {
    let tree = try ViewLayout.layout(
      Grid(horizontalSpacing: 10) {
        GridRow {
          Rectangle().frame(minWidth: 100, maxWidth: 100).id("a")
          Rectangle().frame(minWidth: 150, maxWidth: 150).id("b")
        }
      }
      .frame(width: 135), width: 200, height: 100, scale: 2)
    // 250 points of columns in 135 − 10: each column gets 125 / 250 of its width.
    let cells = GridExpectation.all("gridcell", in: tree).map(\.frame)
    let grid = try #require(GridExpectation.first("grid", in: tree)).frame
    #expect(grid.width == 135)
    #expect(cells.map(\.width) == [50, 75])
    #expect(cells[1].x == grid.x + 60)
  }

  @Test func aGridRowOutsideAGridIsARow() throws {
    let tree = try ViewLayout.layout(
      GridRow {
        box("a", 30, 10)
        box("b", 20, 20)
      }, width: 100, height: 100, scale: 2)
    #expect(frame("a", tree)?.x == 21 && frame("b", tree)?.x == 59)
    #expect(frame("a", tree)?.y == 45)
  }

  @Test(arguments: [Double.nan, -1, Double.infinity])
  func badSpacingsAreErrorsNamingTheValue(_ value: Double) {
    #expect {
      _ = try ViewLayout.layout(Grid(verticalSpacing: value) { box("a", 1, 1) }, width: 10, height: 10)
    } throws: { $0 is GridError && "\($0)".contains("Grid verticalSpacing is \(value)") }
  }

  @Test func aSpanBelowOneIsAnError() {
    #expect {
      _ = try ViewLayout.layout(Grid { GridRow { box("a", 1, 1).gridCellColumns(0) } }, width: 10, height: 10)
    } throws: { "\($0)".contains("gridCellColumns(0)") }
  }
}
