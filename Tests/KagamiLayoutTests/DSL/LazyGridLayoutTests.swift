import KagamiImage
import KagamiLayout
import Testing

/// `LazyVGrid` and `LazyHGrid`: each column kind, spacings and alignments, with frames computed here
/// from SwiftUI's rules (the examples of objc.io's "SwiftUI's Grid Views" among them).
@Suite struct LazyGridLayoutTests {
  /// Lays `view` out on a bare `width` × `height` screen at `scale`.
  func layout<V: View>(_ view: V, width: Double = 200, height: Double = 200, scale: Double = 2) throws -> LaidOutNode {
    try ViewLayout.layout(view, width: width, height: height, scale: scale)
  }

  /// `count` cells that fill their column, `heights[i]` tall (10 when not given), ids `c0`…
  func cells(_ count: Int, heights: [Double] = []) -> ForEach {
    ForEach(0..<count) { index in
      Rectangle().frame(height: index < heights.count ? heights[index] : 10).id("c\(index)")
    }
  }

  func frame(_ id: String, _ tree: LaidOutNode) -> Rect? { DSLTestSupport.find(id, in: tree)?.frame }

  @Test func fixedColumnsKeepTheirWidthAndAnAdaptiveOneSplitsTheRest() throws {
    // 200 − 70 − 8 = 122 for the adaptive item: two columns of at least 40 with 8 between fit, three do not.
    let tree = try layout(
      LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) { cells(6) }.frame(width: 200))
    let grid = try #require(GridExpectation.first("lazyvgrid", in: tree)).frame
    let adaptive = (122 - 8) / 2.0
    let xs = [0, 78, 78 + adaptive + 8]
    let widths = [70, adaptive, adaptive]
    for index in 0..<6 {
      let expected = GridExpectation.frame(
        x: xs[index % 3], y: Double(index / 3) * 18, width: widths[index % 3], height: 10, origin: grid, scale: 2)
      #expect(frame("c\(index)", tree) == expected, "c\(index)")
    }
    #expect(grid.width == 200 && grid.height == 28)
  }

  @Test func flexibleColumnsShareTheRestInOrderAndAreResolvedTwice() throws {
    // Offered 200: 192 / 2 = 96 for the first, the second's minimum 120 beats the 96 left: 224 wide.
    // SwiftUI then resolves the columns again in 224: 216 / 2 = 108, and 120. The 236 points of columns
    // are centred in the 200-point frame.
    let tree = try layout(
      LazyVGrid(columns: [GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 120))]) { cells(2) }
        .frame(width: 200))
    let grid = try #require(GridExpectation.first("lazyvgrid", in: tree)).frame
    let left = (200 - (108 + 8 + 120)) / 2.0
    #expect(frame("c0", tree) == GridExpectation.frame(x: left, y: 0, width: 108, height: 10, origin: grid, scale: 2))
    #expect(
      frame("c1", tree) == GridExpectation.frame(x: left + 116, y: 0, width: 120, height: 10, origin: grid, scale: 2))
  }

  @Test func aFlexibleMaximumLeavesTheRestToTheNextColumn() throws {
    let tree = try layout(
      LazyVGrid(columns: [GridItem(.flexible(maximum: 50)), GridItem(.flexible())]) { cells(2) }.frame(width: 200))
    let grid = try #require(GridExpectation.first("lazyvgrid", in: tree)).frame
    #expect(frame("c0", tree) == GridExpectation.frame(x: 0, y: 0, width: 50, height: 10, origin: grid, scale: 2))
    #expect(frame("c1", tree) == GridExpectation.frame(x: 58, y: 0, width: 142, height: 10, origin: grid, scale: 2))
  }

  @Test(arguments: [2.0, 3.0])
  func adaptiveColumnsFitAsManyAsTheWidthAllowsOnThePixelGrid(scale: Double) throws {
    // floor((300 + 8) / (50 + 8)) = 5 columns of (300 − 4 × 8) / 5 = 53.6.
    let tree = try layout(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 100))]) { cells(7) }.frame(width: 300),
      width: 300, scale: scale)
    let grid = try #require(GridExpectation.first("lazyvgrid", in: tree)).frame
    for index in 0..<7 {
      let expected = GridExpectation.frame(
        x: Double(index % 5) * 61.6, y: Double(index / 5) * 18, width: 53.6, height: 10, origin: grid, scale: scale)
      let actual = try #require(frame("c\(index)", tree))
      #expect(actual == expected, "c\(index)")
      for value in [actual.x, actual.y, actual.width, actual.height] {
        let pixels = value * scale
        #expect(abs(pixels - pixels.rounded()) < 1e-9, "c\(index) on the pixel grid")
      }
    }
  }

  @Test func twoAdaptiveItemsShareTheWidthInOrder() throws {
    // (300 − 8) / 2 = 146 each: the first makes 2 columns of (146 − 8) / 2 = 69, the second 3 of
    // (146 − 16) / 3 = 43.33.
    let columns = [GridItem(.adaptive(minimum: 50, maximum: 100)), GridItem(.adaptive(minimum: 40, maximum: 100))]
    let tree = try layout(LazyVGrid(columns: columns) { cells(5) }.frame(width: 300), width: 300, scale: 3)
    let grid = try #require(GridExpectation.first("lazyvgrid", in: tree)).frame
    let third = 130 / 3.0
    let xs = [0, 77, 154, 154 + third + 8, 154 + 2 * (third + 8)]
    let widths = [69, 69, third, third, third]
    for index in 0..<5 {
      let expected = GridExpectation.frame(
        x: xs[index], y: 0, width: widths[index], height: 10, origin: grid, scale: 3)
      #expect(frame("c\(index)", tree) == expected, "c\(index)")
    }
  }

  @Test func anAdaptiveMaximumNarrowsTheColumnsAndTheGridIsCentred() throws {
    // floor(208 / 58) = 3 columns; (200 − 16) / 3 = 61.3 is capped at 60: 196 points, centred in 200.
    let tree = try layout(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 60))]) { cells(3) }.frame(width: 200))
    let grid = try #require(GridExpectation.first("lazyvgrid", in: tree)).frame
    for index in 0..<3 {
      let expected = GridExpectation.frame(
        x: 2 + Double(index) * 68, y: 0, width: 60, height: 10, origin: grid, scale: 2)
      #expect(frame("c\(index)", tree) == expected, "c\(index)")
    }
  }

  @Test func eachItemsSpacingFollowsItAndTheGridsSpacingSeparatesRows() throws {
    let columns = [GridItem(.fixed(50), spacing: 20), GridItem(.fixed(40), spacing: 4), GridItem(.fixed(30))]
    let heights = [10.0, 20, 15, 5, 25]
    let tree = try layout(
      LazyVGrid(columns: columns, alignment: .leading, spacing: 12) { cells(5, heights: heights) })
    let grid = try #require(GridExpectation.first("lazyvgrid", in: tree)).frame
    #expect(grid.width == 144 && grid.height == 20 + 12 + 25)
    let xs = [0.0, 70, 114]
    let widths = [50.0, 40, 30]
    let rowTops = [0.0, 32]
    let rowHeights = [20.0, 25]
    for index in 0..<5 {
      let row = index / 3
      // Cells are centred vertically in their row by default.
      let y = rowTops[row] + (rowHeights[row] - heights[index]) / 2
      let expected = GridExpectation.frame(
        x: xs[index % 3], y: y, width: widths[index % 3], height: heights[index], origin: grid, scale: 2)
      #expect(frame("c\(index)", tree) == expected, "c\(index)")
    }
    let rows = GridExpectation.all("gridrow", in: tree)
    #expect(rows.map(\.frame.height) == rowHeights)
  }

  @Test func anItemsAlignmentPlacesItsCellsInTheirSpace() throws {
    let columns = [GridItem(.fixed(50), alignment: .bottomTrailing), GridItem(.fixed(50), alignment: .topLeading)]
    let tree = try layout(
      LazyVGrid(columns: columns) {
        Rectangle().frame(width: 10, height: 10).id("a")
        Rectangle().frame(width: 20, height: 30).id("b")
      })
    let grid = try #require(GridExpectation.first("lazyvgrid", in: tree)).frame
    #expect(frame("a", tree) == GridExpectation.frame(x: 40, y: 20, width: 10, height: 10, origin: grid, scale: 2))
    #expect(frame("b", tree) == GridExpectation.frame(x: 58, y: 0, width: 20, height: 30, origin: grid, scale: 2))
  }

  @Test func theGridsAlignmentPlacesNarrowCellsByDefault() throws {
    let tree = try layout(
      LazyVGrid(columns: [GridItem(.fixed(50))], alignment: .trailing) {
        Rectangle().frame(width: 10, height: 10).id("a")
      })
    let grid = try #require(GridExpectation.first("lazyvgrid", in: tree)).frame
    #expect(frame("a", tree) == GridExpectation.frame(x: 40, y: 0, width: 10, height: 10, origin: grid, scale: 2))
  }

  @Test func rightToLeftMirrorsTheColumns() throws {
    // Fixed columns make a grid 118 wide, placed at the frame's leading edge.
    let grid = LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(60))]) { cells(2) }
      .frame(width: 200, alignment: .leading)
    let ltr = try ViewLayout.layout(grid, width: 200, height: 100, scale: 2)
    let rtl = try ViewLayout.layout(grid, width: 200, height: 100, scale: 2, direction: .rtl)
    #expect(frame("c0", ltr)?.x == 0 && frame("c1", ltr)?.x == 58)
    #expect(frame("c0", rtl)?.x == 150 && frame("c1", rtl)?.x == 150 - 8 - 60)
  }

  @Test func aLazyHGridSizesRowsAndFillsThemColumnByColumn() throws {
    // Offered 100 tall: the fixed row takes 30, the flexible one 100 − 30 − 8 = 62.
    let tree = try layout(
      LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.flexible())], alignment: .top, spacing: 10) {
        ForEach(0..<3) { index in Rectangle().frame(width: 20 + Double(index) * 5).id("c\(index)") }
      }
      .frame(height: 100))
    let grid = try #require(GridExpectation.first("lazyhgrid", in: tree)).frame
    // Column 0 is as wide as its widest cell (25); narrower cells are centred in it.
    #expect(frame("c0", tree) == GridExpectation.frame(x: 2.5, y: 0, width: 20, height: 30, origin: grid, scale: 2))
    #expect(frame("c1", tree) == GridExpectation.frame(x: 0, y: 38, width: 25, height: 62, origin: grid, scale: 2))
    #expect(frame("c2", tree) == GridExpectation.frame(x: 35, y: 0, width: 30, height: 30, origin: grid, scale: 2))
    #expect(grid.width == 65 && grid.height == 100)
    #expect(GridExpectation.all("gridcolumn", in: tree).count == 2)
  }

  @Test func everyCellIsLaidOutAndTheDumpShowsRowsAndCells() throws {
    let tree = try layout(
      ScrollView {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 30))], spacing: 2) {
          ForEach(0..<600) { index in Rectangle().frame(height: 4).id("c\(index)") }
        }
      }, width: 200, height: 100)
    // floor(208 / 38) = 5 columns: 120 rows, every one laid out ("lazy" means nothing in a snapshot).
    #expect(GridExpectation.all("gridrow", in: tree).count == 120)
    #expect(frame("c599", tree)?.y == GridExpectation.edge(119 * 6, scale: 2))
    // (200 − 4 × 8) / 5 = 33.6 wide, 33.5 on the half-point grid.
    let lines = tree.dump().split(separator: "\n").map { $0.trimmingPrefix(while: { $0 == " " }) }
    let grid = try #require(lines.firstIndex { $0.hasPrefix("lazyvgrid 0,0 200x") })
    #expect(Array(lines[grid + 1...grid + 3]) == ["gridrow 0,0 200x4", "gridcell 0,0 33.5x4", "frame #c0 0,0 33.5x4"])
  }

  @Test(arguments: [
    ([GridItem](), "has no grid items"),
    ([GridItem(.fixed(-1))], "item 0 has an invalid size fixed(-1.0)"),
    ([GridItem(.fixed(10)), GridItem(.fixed(.nan))], "item 1 has an invalid size fixed(nan)"),
    ([GridItem(.flexible(minimum: 20, maximum: 10))], "flexible(minimum: 20.0, maximum: 10.0)"),
    ([GridItem(.adaptive(minimum: 0))], "adaptive(minimum: 0.0, maximum: inf)"),
    ([GridItem(.fixed(10), spacing: -2)], "item 0 spacing is -2.0"),
    ([GridItem(.adaptive(minimum: 0.001, maximum: 1), spacing: 0)], "would make 200000.0 tracks"),
  ])
  func badItemsAreErrorsNamingTheValue(_ columns: [GridItem], message: String) {
    #expect {
      _ = try layout(LazyVGrid(columns: columns) { cells(1) }.frame(width: 200))
    } throws: { error in
      error is GridError && "\(error)".contains("LazyVGrid") && "\(error)".contains(message)
    }
  }

  @Test func aBadLineSpacingIsAnErrorToo() {
    #expect {
      _ = try layout(LazyHGrid(rows: [GridItem()], spacing: .infinity) { cells(1) })
    } throws: { "\($0)".contains("LazyHGrid spacing is inf") }
  }
}
