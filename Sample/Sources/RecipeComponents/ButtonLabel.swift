import SwiftUI

/// The inside of `PrimaryButton` and `SecondaryButton`: icon and title centred in a 48 pt frame
/// that takes the width offered (full width) or hugs the label.
struct ButtonLabel: View {
  let title: String
  let icon: IconKind?
  let color: Color
  let isFullWidth: Bool

  var body: some View {
    if isFullWidth {
      label.frame(maxWidth: .infinity, minHeight: Theme.buttonHeight)
    } else {
      label.frame(minHeight: Theme.buttonHeight)
    }
  }

  private var label: some View {
    HStack(spacing: Theme.spacingS) {
      if let icon { Icon(icon, size: 20, color: color, lineWidth: 2.4) }
      Text(title).themeFont(.button).foregroundColor(color).lineLimit(1)
    }
    .padding(.horizontal, Theme.spacingXL)
  }
}
