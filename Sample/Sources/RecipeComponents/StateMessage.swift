import SwiftUI

/// The layout shared by `EmptyStateView` and `ErrorStateView`: a tinted circle with an icon, a
/// title, a message and an optional button, centred.
struct StateMessage: View {
  let icon: IconKind
  let tint: Color
  let title: String
  let message: String
  let actionTitle: String?
  let actionIcon: IconKind?
  let id: String

  var body: some View {
    VStack(spacing: Theme.spacingM) {
      ZStack {
        Circle().fill(tint.opacity(0.14)).frame(width: 88, height: 88)
        Icon(icon, size: 44, color: tint)
      }
      .padding(.bottom, Theme.spacingS)
      Text(title).themeFont(.sectionTitle).foregroundColor(Theme.primaryText).multilineTextAlignment(.center)
        .id("\(id).title")
      Text(message).themeFont(.secondary).foregroundColor(Theme.secondaryText).multilineTextAlignment(.center)
        .id("\(id).message")
      if let actionTitle {
        PrimaryButton(title: actionTitle, icon: actionIcon, isFullWidth: false).padding(.top, Theme.spacingS)
          .id("\(id).action")
      }
    }
    .padding(EdgeInsets(top: 28, leading: Theme.spacingXL, bottom: 28, trailing: Theme.spacingXL))
    .frame(maxWidth: .infinity)
    .id(id)
  }
}
