/// What grids read from the nodes of their content (SwiftUI's layout values for grids).
struct GridValues {
  /// A cell's settings; they stay with the view through later modifiers (`padding`, `frame`, …).
  var cell = Cell()
  /// Set on the node of a `GridRow`: the row's settings.
  var row: Row?

  /// `gridCellColumns(_:)` and `gridColumnAlignment(_:)`.
  struct Cell {
    /// How many columns the cell spans (at least 1).
    var columns = 1
    /// The horizontal alignment of every cell in the cell's column, if this cell sets it.
    var columnAlignment: HorizontalAlignment?
  }

  /// A `GridRow`'s settings.
  struct Row {
    /// The vertical alignment of the row's cells (nil: the grid's).
    var alignment: VerticalAlignment?
  }
}
