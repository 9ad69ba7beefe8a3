import KagamiFlex

/// A row of a `Grid`, as SwiftUI's `GridRow`: each view is a cell of the next column (or of the next
/// columns, with `gridCellColumns(_:)`). Outside a grid it is a plain row of its views.
public struct GridRow: PrimitiveView {
  let alignment: VerticalAlignment?
  let content: ViewGroup

  /// A row whose cells are aligned vertically by `alignment` (nil: the grid's alignment).
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> ViewGroup) {
    self.alignment = alignment
    self.content = content()
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    var style = FlexStyle()
    style.flexDirection = .row
    style.alignItems = (alignment ?? .center).flexAlign
    style.gap.column = .points(GridItem.defaultSpacing)
    var node = ViewNode(kind: "gridrow", style: style, children: content.makeNodes(environment))
    node.grid.row = GridValues.Row(alignment: alignment)
    return [node]
  }
}
