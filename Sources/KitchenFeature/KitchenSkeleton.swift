import RecipeComponents
import RecipeCore

/// The profile page while it loads: a grey avatar and bars where the header goes, then skeleton rows.
struct KitchenSkeleton: View {
  let accessibilityText: String

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
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
      .padding(top: 20, leading: Theme.margin, bottom: 20, trailing: Theme.margin)
      .frame(maxWidth: .infinity, alignment: .leading)
      .background(Theme.surface)
      LoadingView(rowCount: 3, accessibilityText: accessibilityText)
    }
    .accessibilityLabel(accessibilityText)
    .id("kitchen.loading")
  }
}
