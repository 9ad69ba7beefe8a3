/// SwiftUI's rules for the tracks of a lazy grid: the widths of a `LazyVGrid`'s columns, the heights of a
/// `LazyHGrid`'s rows (Docs/layout.md, *Grids*).
///
/// For a length `L`: the spacings after every item but the last and the fixed items' sizes are taken
/// from `L`; the rest is shared among the flexible and adaptive items in order, each getting the
/// remainder divided by the number of items still to size — a flexible item keeps its share within its
/// minimum and maximum, an adaptive item splits its share into as many tracks of at least its minimum
/// as fit (with its spacing between them), each at most its maximum — and what an item takes is
/// subtracted before the next. The grid's length is the total; SwiftUI then resolves the tracks once
/// more in that total, which only differs when a minimum or maximum bound a share.
struct GridTrackSizer {
  /// The most tracks an adaptive item may make.
  static let maximumTracks = 10_000

  /// One column (row) of the grid.
  struct Track: Equatable {
    /// Its width (height) in points.
    var size: Double
    /// The space after it, before the next track.
    var spacing: Double
    /// How its cells are aligned, if the item says.
    var alignment: Alignment?
  }

  let items: [GridItem]
  /// The grid's name in errors (`LazyVGrid`).
  let grid: String

  /// A sizer for `items`, which must be valid sizes and spacings (else a `GridError` naming the value).
  init(items: [GridItem], grid: String) throws(GridError) {
    guard !items.isEmpty else { throw .noItems(grid: grid) }
    for (index, item) in items.enumerated() {
      if let spacing = item.spacing, !spacing.isFinite || spacing < 0 {
        throw .invalidSpacing(grid: grid, name: "item \(index) spacing", value: spacing)
      }
      let valid: Bool
      switch item.size {
      case .fixed(let size): valid = size.isFinite && size >= 0
      case .flexible(let minimum, let maximum):
        valid = minimum.isFinite && minimum >= 0 && !maximum.isNaN && maximum >= minimum
      case .adaptive(let minimum, let maximum):
        valid = minimum.isFinite && minimum > 0 && !maximum.isNaN && maximum >= minimum
      }
      if !valid { throw .invalidItem(grid: grid, index: index, size: item.size) }
    }
    self.items = items
    self.grid = grid
  }

  /// The length the grid wants when nothing is offered: every item at its minimum (fixed items at their size).
  var idealLength: Double {
    var total = 0.0
    for (index, item) in items.enumerated() {
      switch item.size {
      case .fixed(let size): total += size
      case .flexible(let minimum, _), .adaptive(let minimum, _): total += minimum
      }
      if index < items.count - 1 { total += item.spacing ?? GridItem.defaultSpacing }
    }
    return total
  }

  /// SwiftUI's two passes: the tracks for `offered` (nil: `idealLength`) give the grid's length, and the
  /// tracks are resolved again in that length.
  func resolve(offered: Double?) throws(GridError) -> (length: Double, tracks: [Track]) {
    let length = Self.length(of: try tracks(in: offered ?? idealLength))
    return (length, try tracks(in: length))
  }

  /// The tracks for a grid `length` points long (one pass).
  func tracks(in length: Double) throws(GridError) -> [Track] {
    var remaining = length
    var unsized = 0
    for (index, item) in items.enumerated() {
      if index < items.count - 1 { remaining -= item.spacing ?? GridItem.defaultSpacing }
      if case .fixed(let size) = item.size { remaining -= size } else { unsized += 1 }
    }
    var tracks: [Track] = []
    for (index, item) in items.enumerated() {
      let spacing = item.spacing ?? GridItem.defaultSpacing
      switch item.size {
      case .fixed(let size):
        tracks.append(Track(size: size, spacing: spacing, alignment: item.alignment))
      case .flexible(let minimum, let maximum):
        let size = min(max(remaining / Double(unsized), minimum), maximum)
        tracks.append(Track(size: size, spacing: spacing, alignment: item.alignment))
        remaining -= size
        unsized -= 1
      case .adaptive(let minimum, let maximum):
        let share = remaining / Double(unsized)
        let fitting = ((share + spacing) / (minimum + spacing) + 1e-9).rounded(.down)
        guard fitting <= Double(Self.maximumTracks) else {
          throw .tooManyTracks(grid: grid, index: index, count: fitting)
        }
        let count = max(1, Int(fitting))
        let size = min(max((share - spacing * Double(count - 1)) / Double(count), minimum), maximum)
        for _ in 0..<count { tracks.append(Track(size: size, spacing: spacing, alignment: item.alignment)) }
        remaining -= size * Double(count) + spacing * Double(count - 1)
        unsized -= 1
      }
    }
    return tracks
  }

  /// The tracks' sizes plus the spacing between them.
  static func length(of tracks: [Track]) -> Double {
    tracks.enumerated().reduce(0) { total, entry in
      total + entry.element.size + (entry.offset < tracks.count - 1 ? entry.element.spacing : 0)
    }
  }
}
