import RecipeComponents
import RecipeCore
import SwiftUI

/// The grid while cooksnaps load: grey tiles shaped like the real ones (photo, avatar, two lines).
struct CooksnapSkeletonGrid: View {
  let accessibilityText: String

  var body: some View {
    ScreenReader { traits in
      let columns = CooksnapGrid.columns(forWidth: traits.device.width)
      let width = CooksnapGrid.tileWidth(forWidth: traits.device.width, columns: columns)
      LazyVGrid(
        columns: CooksnapGrid.gridItems(forWidth: traits.device.width), alignment: .leading, spacing: CooksnapGrid.gap
      ) {
        ForEach(0..<(columns * 2), id: { "cooksnap-skeleton-\($0)" }) { index in tile(index, width: width) }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding(EdgeInsets(top: 20, leading: Theme.margin, bottom: 0, trailing: Theme.margin))
      .accessibilityLabel(accessibilityText)
      .id("loading")
    }
  }

  private func tile(_ index: Int, width: Double) -> some View {
    let widths = [0.8, 0.6, 0.7, 0.5]
    return VStack(alignment: .leading, spacing: 0) {
      Theme.placeholder.frame(width: width, height: width)
      VStack(alignment: .leading, spacing: 10) {
        HStack(spacing: Theme.spacingS) {
          Circle().fill(Theme.placeholder).frame(width: 28, height: 28)
          Capsule().fill(Theme.placeholder).frame(width: (width - 56) * widths[index % widths.count], height: 12)
        }
        Capsule().fill(Theme.placeholder).frame(width: width - 20, height: 12)
        Capsule().fill(Theme.placeholder).frame(width: (width - 20) * 0.6, height: 12)
      }
      .padding(EdgeInsets(top: 10, leading: 10, bottom: 14, trailing: 10))
    }
    .frame(width: width, alignment: .topLeading)
    .background(Theme.surface)
    .cornerRadius(Theme.cardRadius)
  }
}
