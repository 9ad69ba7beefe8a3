import RecipeComponents
import RecipeCore
import SwiftUI

/// The cooksnaps in a `LazyVGrid` of equal-width tiles: two columns on phones, more on wider screens.
struct CooksnapGrid: View {
  let items: [CooksnapItem]
  let language: AppLanguage

  /// The narrowest a tile may get before a column is dropped (points).
  static let minimumTileWidth = 170.0
  /// The space between tiles (points).
  static let gap = Theme.spacingM

  /// How many columns fit `width` points (at least two).
  static func columns(forWidth width: Double) -> Int {
    let usable = width - 2 * Theme.margin + gap
    return max(2, Int((usable / (minimumTileWidth + gap)).rounded(.down)))
  }

  /// The width of one tile among `columns` in `width` points, in whole points (equal tiles on every pixel grid).
  static func tileWidth(forWidth width: Double, columns: Int) -> Double {
    let usable = width - 2 * Theme.margin - gap * Double(columns - 1)
    return (usable / Double(columns)).rounded(.down)
  }

  /// The grid's columns on a screen `width` points wide: equal whole-point columns, `gap` apart; tiles
  /// fill their row's height, so the dates of a row line up.
  static func gridItems(forWidth width: Double) -> [GridItem] {
    let columns = columns(forWidth: width)
    let item = GridItem(.fixed(tileWidth(forWidth: width, columns: columns)), spacing: gap, alignment: .top)
    return Array(repeating: item, count: columns)
  }

  var body: some View {
    ScreenReader { traits in
      let columns = CooksnapGrid.columns(forWidth: traits.device.width)
      let width = CooksnapGrid.tileWidth(forWidth: traits.device.width, columns: columns)
      LazyVGrid(
        columns: CooksnapGrid.gridItems(forWidth: traits.device.width), alignment: .leading, spacing: CooksnapGrid.gap
      ) {
        ForEach(items, id: { "cooksnap-\($0.id)" }) { item in
          CooksnapTile(item: item, language: language, width: width)
        }
      }
      .padding(.horizontal, Theme.margin)
      .id("cooksnaps.grid")
    }
  }
}
