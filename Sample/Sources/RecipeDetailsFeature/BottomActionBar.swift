import RecipeComponents
import RecipeCore
import SwiftUI

/// A bar pinned under the content with one full-width primary button; its background runs down
/// behind the home indicator (the device's bottom safe-area inset). At accessibility text sizes the
/// button shows `compactTitle` without the icon, so the title still fits on one line. Put it last
/// in the root stack.
struct BottomActionBar: View {
  let title: String
  let compactTitle: String
  let icon: IconKind?

  var body: some View {
    ScreenReader { traits in
      VStack(spacing: 0) {
        Divider()
        let isLarge = traits.contentSizeCategory.isAccessibilityCategory
        PrimaryButton(title: isLarge ? compactTitle : title, icon: isLarge ? nil : icon)
          .padding(
            EdgeInsets(top: Theme.spacingS, leading: inset(traits), bottom: Theme.spacingS, trailing: inset(traits))
          )
          .frame(maxWidth: .infinity)
          .id("add-to-shopping-list")
      }
      .frame(maxWidth: .infinity)
      // The button grows with Dynamic Type, so the fill is as tall as the screen rather than the bar
      // plus the inset: it reaches the bottom edge at any text size (the canvas clips the rest).
      .background(alignment: .top) { Theme.barBackground.frame(height: traits.device.height) }
      .id("bottom-bar")
    }
  }

  /// The side inset that lines the button up with the details column (centred on wide screens).
  private func inset(_ traits: ScreenTraits) -> Double {
    Theme.margin + max((traits.device.width - RecipeDetailsBody.maximumWidth) / 2, 0)
  }
}
