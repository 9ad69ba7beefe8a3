import RecipeComponents
import RecipeCore
import SwiftUI

/// The profile page while it loads: a grey avatar and bars where the header goes, then grey cards
/// where the recipes go.
struct KitchenSkeleton: View {
  let accessibilityText: String

  var body: some View {
    ScreenReader { traits in
      let columns = KitchenRecipeGrid.columns(forWidth: traits.device.width)
      let width = KitchenRecipeGrid.cardWidth(forWidth: traits.device.width, columns: columns)
      VStack(alignment: .leading, spacing: 0) {
        header
        Capsule().fill(Theme.placeholder).frame(width: 180, height: 18)
          .padding(EdgeInsets(top: 24, leading: Theme.margin, bottom: 14, trailing: 0))
        LazyVGrid(
          columns: KitchenRecipeGrid.gridItems(forWidth: traits.device.width), alignment: .leading,
          spacing: KitchenRecipeGrid.gap
        ) {
          ForEach(0..<columns, id: { "kitchen-card-skeleton-\($0)" }) { _ in card(width: width) }
        }
        .padding(.horizontal, Theme.margin)
      }
      .accessibilityLabel(accessibilityText)
      .id("kitchen.loading")
    }
  }

  private var header: some View {
    VStack(alignment: .leading, spacing: Theme.spacingL) {
      HStack(spacing: Theme.spacingL) {
        Circle().fill(Theme.placeholder).frame(width: 72, height: 72)
        VStack(alignment: .leading, spacing: 10) {
          Capsule().fill(Theme.placeholder).frame(width: 160, height: 18)
          Capsule().fill(Theme.placeholder).frame(width: 80, height: 12)
        }
      }
      Capsule().fill(Theme.placeholder).frame(maxWidth: .infinity, minHeight: 12, maxHeight: 12)
      Capsule().fill(Theme.placeholder).frame(width: 220, height: 12)
      RoundedRectangle(cornerRadius: Theme.cardRadius).fill(Theme.placeholder)
        .frame(maxWidth: .infinity, minHeight: 64, maxHeight: 64)
    }
    .padding(EdgeInsets(top: 20, leading: Theme.margin, bottom: 20, trailing: Theme.margin))
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(Theme.surface)
    .keepsIdealHeight()
  }

  private func card(width: Double) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      Theme.placeholder.frame(width: width, height: KitchenRecipeGrid.imageHeight(forCardWidth: width))
      VStack(alignment: .leading, spacing: 10) {
        Capsule().fill(Theme.placeholder).frame(width: width - 20, height: 12)
        Capsule().fill(Theme.placeholder).frame(width: (width - 20) * 0.6, height: 12)
        Capsule().fill(Theme.placeholder).frame(width: 64, height: 10)
      }
      .padding(EdgeInsets(top: 12, leading: 10, bottom: 14, trailing: 10))
    }
    .frame(width: width, alignment: .topLeading)
    .background(Theme.surface)
    .cornerRadius(Theme.cardRadius)
  }
}
