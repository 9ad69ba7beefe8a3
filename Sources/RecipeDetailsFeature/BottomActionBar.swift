import RecipeComponents
import RecipeCore

/// A bar pinned under the content with one full-width primary button; its background runs down
/// behind the home indicator (the device's bottom safe-area inset). Put it last in the root stack.
struct BottomActionBar: View {
  let title: String
  let icon: IconKind?

  /// Height above the safe area: hairline, padding and the button.
  static let height = 1 + Theme.spacingS * 2 + Theme.buttonHeight

  var body: some View {
    TraitsReader { traits in
      VStack(spacing: 0) {
        Divider()
        PrimaryButton(title: title, icon: icon)
          .padding(top: Theme.spacingS, leading: Theme.margin, bottom: Theme.spacingS, trailing: Theme.margin)
          .frame(maxWidth: min(traits.device.width, RecipeDetailsBody.maximumWidth))
          .id("add-to-shopping-list")
      }
      .frame(maxWidth: .infinity)
      .background(alignment: .top) {
        Theme.barBackground.frame(height: Self.height + traits.device.safeArea.bottom)
      }
      .id("bottom-bar")
    }
  }
}
