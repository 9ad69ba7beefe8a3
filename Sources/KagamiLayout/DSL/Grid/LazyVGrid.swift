/// A grid that grows down, as SwiftUI's `LazyVGrid`: `columns` say how wide each column is (fixed,
/// flexible, adaptive; Docs/layout.md, *Grids*), the views fill the columns row by row, and each row is as
/// tall as its tallest view. "Lazy" means nothing in a snapshot: every cell is laid out.
///
/// Dumps show `lazyvgrid`, one `gridrow` per row and one `gridcell` per view.
public struct LazyVGrid: PrimitiveView {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: Double?
  let content: ViewGroup

  /// A grid of `columns`; `alignment` places the columns in the grid and the views in their cells
  /// (unless a column says otherwise); `spacing` is the space between rows (nil: 8 points).
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> ViewGroup
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    let cells = content.makeNodes(environment)
    guard
      let arranger = LazyGridArranger.make(
        axis: .vertical, items: columns, grid: "LazyVGrid", spacing: spacing, alignment: alignment.flexAlign,
        cellAlignment: Alignment(horizontal: alignment, vertical: .center), cells: cells, environment: environment)
    else { return [] }
    let nested = NestedLayout(environment) { proposal, _ in arranger.arrange(proposal) }
    var node = nested.leaf(kind: "lazyvgrid")
    node.expandsHorizontally = columns.contains { if case .fixed = $0.size { false } else { true } }
    return [node]
  }
}
