import KagamiFlex

/// Builds the nested layout of a `LazyVGrid` (`axis` vertical: rows of cells in fixed-width columns) or a
/// `LazyHGrid` (`axis` horizontal: columns of cells in fixed-height rows) for a proposal.
///
/// The subtree for a vertical grid: a column (the grid's spacing between lines, lines aligned by the
/// grid's alignment) of `gridrow`s as long as the tracks, each a row of `gridcell`s as wide as their
/// column with the column's spacing after them, each aligning its view. A line is as tall as its
/// tallest cell. A horizontal grid is the same turned a quarter: `gridcolumn`s of cells as tall as their
/// row; a line is as wide as its widest cell.
struct LazyGridArranger {
  let axis: Axis
  let sizer: GridTrackSizer
  /// The grid's alignment across the tracks (horizontal for a vertical grid, vertical for a horizontal one).
  let alignment: FlexAlign
  /// The default alignment of cells in their tracks.
  let cellAlignment: Alignment
  /// The space between lines (rows of a vertical grid).
  let lineSpacing: Double
  let cells: [ViewNode]
  /// Where errors are recorded.
  let context: LayoutContext

  /// An arranger for a grid's items and cells, or nil after recording a `GridError` for a bad item or
  /// spacing.
  static func make(
    axis: Axis, items: [GridItem], grid: String, spacing: Double?, alignment: FlexAlign, cellAlignment: Alignment,
    cells: [ViewNode], environment: ViewEnvironment
  ) -> LazyGridArranger? {
    do {
      if let spacing, !spacing.isFinite || spacing < 0 {
        throw GridError.invalidSpacing(grid: grid, name: "spacing", value: spacing)
      }
      return LazyGridArranger(
        axis: axis, sizer: try GridTrackSizer(items: items, grid: grid), alignment: alignment,
        cellAlignment: cellAlignment, lineSpacing: spacing ?? GridItem.defaultSpacing, cells: cells,
        context: environment.context)
    } catch {
      environment.context.record(error)
      return nil
    }
  }

  /// The subtree for `proposal`, or nil after recording an error.
  func arrange(_ proposal: NestedLayout.Proposal) -> ViewNode? {
    let vertical = axis == .vertical
    let offered = vertical ? proposal.definiteWidth : proposal.definiteHeight
    let resolved: (length: Double, tracks: [GridTrackSizer.Track])
    do {
      resolved = try sizer.resolve(offered: offered)
    } catch {
      context.record(error)
      return nil
    }
    let exact = vertical ? proposal.widthMode == .exactly : proposal.heightMode == .exactly
    let frameLength = exact ? (vertical ? proposal.width : proposal.height) : resolved.length
    let tracks = resolved.tracks
    let lineLength = GridTrackSizer.length(of: tracks)

    var root = FlexStyle()
    root.flexDirection = vertical ? .column : .row
    root.alignItems = alignment
    if vertical {
      root.width = .points(frameLength)
      root.gap.row = .points(lineSpacing)
    } else {
      root.height = .points(frameLength)
      root.gap.column = .points(lineSpacing)
    }
    var lines: [ViewNode] = []
    var start = 0
    while start < cells.count {
      let members = cells[start..<min(start + tracks.count, cells.count)]
      let lineCells = zip(members, tracks).enumerated().map { index, pair in
        cell(pair.0, track: pair.1, isLast: index == tracks.count - 1)
      }
      var line = FlexStyle()
      line.flexDirection = vertical ? .row : .column
      line.alignItems = .stretch
      line.flexShrink = 0
      if vertical { line.width = .points(lineLength) } else { line.height = .points(lineLength) }
      lines.append(ViewNode(kind: vertical ? "gridrow" : "gridcolumn", style: line, children: lineCells))
      start += tracks.count
    }
    return ViewNode(kind: vertical ? "lazyvgrid" : "lazyhgrid", style: root, children: lines)
  }

  /// A cell: the view aligned in a box as long as its track, with the track's spacing after it.
  private func cell(_ content: ViewNode, track: GridTrackSizer.Track, isLast: Bool) -> ViewNode {
    var style = FlexStyle()
    (track.alignment ?? cellAlignment).apply(to: &style)
    style.flexShrink = 0
    if axis == .vertical {
      style.width = .points(track.size)
      if !isLast { style.margin[.end] = .points(track.spacing) }
    } else {
      style.height = .points(track.size)
      if !isLast { style.margin[.bottom] = .points(track.spacing) }
    }
    return ViewNode(kind: "gridcell", style: style, children: ViewNode.arrange([content], along: .column))
  }
}
