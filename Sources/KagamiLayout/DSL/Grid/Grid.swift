/// A grid that lays out all its cells at once, as SwiftUI's `Grid`: `GridRow`s are its rows; each column
/// is as wide as its widest cell and each row as tall as its tallest cell; a view outside a `GridRow` is a
/// row of one cell spanning every column. Columns with a view that takes all the width offered share
/// what is left (Docs/layout.md, *Grids*).
///
/// Dumps show `grid`, one `gridrow` per row and one `gridcell` per cell.
public struct Grid: PrimitiveView {
  let alignment: Alignment
  let horizontalSpacing: Double?
  let verticalSpacing: Double?
  let content: ViewGroup

  /// A grid; `alignment` places the views in their cells (columns and rows may override it); the spacings
  /// are between columns and between rows (nil: 8 points).
  public init(
    alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
    @ViewBuilder content: () -> ViewGroup
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    for (name, value) in [("horizontalSpacing", horizontalSpacing), ("verticalSpacing", verticalSpacing)] {
      if let value, !value.isFinite || value < 0 {
        environment.context.record(GridError.invalidSpacing(grid: "Grid", name: name, value: value))
        return []
      }
    }
    let nodes = content.makeNodes(environment)
    for node in nodes + nodes.flatMap({ $0.grid.row == nil ? [] : $0.children }) where node.grid.cell.columns < 1 {
      environment.context.record(GridError.invalidColumnSpan(node.grid.cell.columns))
      return []
    }
    let arranger = GridArranger(
      nodes: nodes, alignment: alignment, horizontalSpacing: horizontalSpacing ?? GridItem.defaultSpacing,
      verticalSpacing: verticalSpacing ?? GridItem.defaultSpacing)
    let nested = NestedLayout(environment) { proposal, nested in arranger.arrange(proposal, nested: nested) }
    var node = nested.leaf(kind: "grid")
    node.expandsHorizontally = arranger.isFlexible
    return [node]
  }
}
