import KagamiFlex

/// Builds the nested layout of an eager `Grid` for a proposal: column widths from the cells' ideal widths
/// (Docs/layout.md, *Grids*), then a column of `gridrow`s, each a row of `gridcell`s as wide as the
/// columns they span.
final class GridArranger {
  /// One line of the grid: a `GridRow`'s cells, or a view outside any row, which spans every column.
  struct Line {
    var cells: [ViewNode]
    /// The columns each cell spans, clamped to the columns left in the line.
    var spans: [Int]
    var alignment: VerticalAlignment?
  }

  let lines: [Line]
  let columnCount: Int
  let alignment: Alignment
  let horizontalSpacing: Double
  let verticalSpacing: Double
  /// Each column's horizontal alignment, from `gridColumnAlignment(_:)` on one of its cells.
  let columnAlignments: [HorizontalAlignment?]
  /// Whether a one-column cell of the column takes all the width offered (shapes, colours, `maxWidth: .infinity`).
  let flexibleColumns: [Bool]
  private var idealWidths: [[Double]]?

  /// The grid's lines from its content's nodes: `GridRow` nodes are rows, other nodes full-width lines.
  init(nodes: [ViewNode], alignment: Alignment, horizontalSpacing: Double, verticalSpacing: Double) {
    let rows = nodes.map { node -> (cells: [ViewNode], alignment: VerticalAlignment?, fullWidth: Bool) in
      if let row = node.grid.row { return (node.children, row.alignment, false) }
      return ([node], nil, true)
    }
    let columnCount = max(
      1, rows.filter { !$0.fullWidth }.map { $0.cells.reduce(0) { $0 + max(1, $1.grid.cell.columns) } }.max() ?? 1)
    var lines: [Line] = []
    var columnAlignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
    var flexibleColumns = [Bool](repeating: false, count: columnCount)
    for row in rows {
      var spans: [Int] = []
      var column = 0
      for cell in row.cells where column < columnCount {
        let span = row.fullWidth ? columnCount : min(max(1, cell.grid.cell.columns), columnCount - column)
        if span == 1 {
          if columnAlignments[column] == nil { columnAlignments[column] = cell.grid.cell.columnAlignment }
          if cell.expandsHorizontally { flexibleColumns[column] = true }
        }
        spans.append(span)
        column += span
      }
      lines.append(Line(cells: Array(row.cells.prefix(spans.count)), spans: spans, alignment: row.alignment))
    }
    self.lines = lines
    self.columnCount = columnCount
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.columnAlignments = columnAlignments
    self.flexibleColumns = flexibleColumns
  }

  /// Whether the grid takes all the width offered (one of its columns does).
  var isFlexible: Bool { flexibleColumns.contains(true) }

  /// The columns' widths when `available` points are offered (nil: nothing offered).
  func columnWidths(available: Double?, nested: NestedLayout) -> [Double] {
    let ideals = idealWidths(nested)
    var widths = [Double](repeating: 0, count: columnCount)
    for (line, lineIdeals) in zip(lines, ideals) {
      var column = 0
      for (span, ideal) in zip(line.spans, lineIdeals) {
        if span == 1 { widths[column] = max(widths[column], ideal) }
        column += span
      }
    }
    // Cells spanning several columns widen them equally when they need more than the columns give.
    for (line, lineIdeals) in zip(lines, ideals) {
      var column = 0
      for (span, ideal) in zip(line.spans, lineIdeals) {
        if span > 1 {
          let given = widths[column..<column + span].reduce(0, +) + horizontalSpacing * Double(span - 1)
          if ideal > given {
            for index in column..<column + span { widths[index] += (ideal - given) / Double(span) }
          }
        }
        column += span
      }
    }
    guard let available else { return widths }
    let spacing = horizontalSpacing * Double(columnCount - 1)
    let total = widths.reduce(0, +)
    let flexibleCount = flexibleColumns.filter { $0 }.count
    if flexibleCount > 0, total + spacing < available {
      let extra = (available - spacing - total) / Double(flexibleCount)
      for index in widths.indices where flexibleColumns[index] { widths[index] += extra }
    } else if total + spacing > available, total > 0 {
      let factor = max(0, available - spacing) / total
      widths = widths.map { $0 * factor }
    }
    return widths
  }

  /// The subtree for `proposal`.
  func arrange(_ proposal: NestedLayout.Proposal, nested: NestedLayout) -> ViewNode {
    let widths = columnWidths(available: proposal.definiteWidth, nested: nested)
    let total = widths.reduce(0, +) + horizontalSpacing * Double(columnCount - 1)
    var root = FlexStyle()
    root.flexDirection = .column
    root.alignItems = alignment.horizontal.flexAlign
    root.gap.row = .points(verticalSpacing)
    root.width = .points(proposal.widthMode == .exactly ? proposal.width : total)
    let rows = lines.map { line -> ViewNode in
      var style = FlexStyle()
      style.flexDirection = .row
      style.alignItems = .stretch
      style.flexShrink = 0
      style.width = .points(total)
      style.gap.column = .points(horizontalSpacing)
      var column = 0
      let cells = zip(line.cells, line.spans).map { content, span -> ViewNode in
        let width = widths[column..<column + span].reduce(0, +) + horizontalSpacing * Double(span - 1)
        let horizontal = span == 1 ? columnAlignments[column] ?? alignment.horizontal : alignment.horizontal
        column += span
        var cell = FlexStyle()
        Alignment(horizontal: horizontal, vertical: line.alignment ?? alignment.vertical).apply(to: &cell)
        cell.width = .points(width)
        cell.flexShrink = 0
        return ViewNode(kind: "gridcell", style: cell, children: ViewNode.arrange([content], along: .column))
      }
      return ViewNode(kind: "gridrow", style: style, children: cells)
    }
    return ViewNode(kind: "grid", style: root, children: rows)
  }

  /// Each cell's max-content width, measured once per grid.
  private func idealWidths(_ nested: NestedLayout) -> [[Double]] {
    if let idealWidths { return idealWidths }
    let widths = lines.map { line in line.cells.map { nested.idealSize(of: $0).width } }
    idealWidths = widths
    return widths
  }
}
