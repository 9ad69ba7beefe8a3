/// Cell settings read by `Grid`.
extension View {
  /// Makes the view's cell span `count` columns of a `Grid` (at least 1; fewer is a `GridError`).
  public func gridCellColumns(_ count: Int) -> ModifiedView<Self> {
    ModifiedView(content: self) { node in
      var node = node
      node.grid.cell.columns = count
      return node
    }
  }

  /// Aligns every cell of the view's `Grid` column horizontally by `alignment` (the first cell of a
  /// column that sets it wins).
  public func gridColumnAlignment(_ alignment: HorizontalAlignment) -> ModifiedView<Self> {
    ModifiedView(content: self) { node in
      var node = node
      node.grid.cell.columnAlignment = alignment
      return node
    }
  }
}
