/// Why a grid could not be laid out: a bad `GridItem`, spacing or span, named with its value.
public enum GridError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A lazy grid without columns (rows).
  case noItems(grid: String)
  /// A grid item whose size is NaN, infinite where it must be finite, negative, or whose minimum is
  /// above its maximum (or an adaptive item with a minimum of 0).
  case invalidItem(grid: String, index: Int, size: GridItem.Size)
  /// A spacing that is NaN, infinite or negative.
  case invalidSpacing(grid: String, name: String, value: Double)
  /// `gridCellColumns(_:)` with fewer than one column.
  case invalidColumnSpan(Int)
  /// An adaptive item that would make more than `GridTrackSizer.maximumTracks` columns (rows).
  case tooManyTracks(grid: String, index: Int, count: Double)

  public var description: String {
    switch self {
    case .noItems(let grid): return "\(grid) has no grid items: give it at least one GridItem"
    case .invalidItem(let grid, let index, let size):
      return "\(grid) item \(index) has an invalid size \(size): sizes must be finite, not negative, minimum ≤ maximum"
        + " (an adaptive minimum above 0)"
    case .invalidSpacing(let grid, let name, let value):
      return "\(grid) \(name) is \(value): spacing must be a finite number of points, not negative"
    case .invalidColumnSpan(let count):
      return "gridCellColumns(\(count)): a cell spans at least one column"
    case .tooManyTracks(let grid, let index, let count):
      return "\(grid) item \(index) is adaptive and would make \(count) tracks (at most"
        + " \(GridTrackSizer.maximumTracks)): raise its minimum"
    }
  }
}
