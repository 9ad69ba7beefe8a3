/// A grid that grows sideways, as SwiftUI's `LazyHGrid`: `rows` say how tall each row is (fixed, flexible,
/// adaptive, by the rules of `LazyVGrid`'s columns turned a quarter), the views fill the rows column by
/// column, and each column is as wide as its widest view. Every cell is laid out.
///
/// Dumps show `lazyhgrid`, one `gridcolumn` per column and one `gridcell` per view.
public struct LazyHGrid: PrimitiveView {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: Double?
  let content: ViewGroup

  /// A grid of `rows`; `alignment` places the rows in the grid and the views in their cells (unless a row
  /// says otherwise); `spacing` is the space between columns (nil: 8 points).
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> ViewGroup
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    let cells = content.makeNodes(environment)
    guard
      let arranger = LazyGridArranger.make(
        axis: .horizontal, items: rows, grid: "LazyHGrid", spacing: spacing, alignment: alignment.flexAlign,
        cellAlignment: Alignment(horizontal: .center, vertical: alignment), cells: cells, environment: environment)
    else { return [] }
    let nested = NestedLayout(environment) { proposal, _ in arranger.arrange(proposal) }
    var node = nested.leaf(kind: "lazyhgrid")
    node.expandsVertically = rows.contains { if case .fixed = $0.size { false } else { true } }
    return [node]
  }
}
