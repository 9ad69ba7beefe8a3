import SwiftUI

/// The main call to action: white bold title (and an optional icon) on the accent, 48 pt high.
public struct PrimaryButton: View {
  let title: String
  let icon: IconKind?
  let isEnabled: Bool
  let isFullWidth: Bool

  /// A button titled `title`; disabled buttons are faded; full-width buttons take the width offered.
  public init(title: String, icon: IconKind? = nil, isEnabled: Bool = true, isFullWidth: Bool = true) {
    self.title = title
    self.icon = icon
    self.isEnabled = isEnabled
    self.isFullWidth = isFullWidth
  }

  /// The button.
  public var body: some View {
    ButtonLabel(title: title, icon: icon, color: Theme.onAccent, isFullWidth: isFullWidth)
      .background(Theme.accent, in: RoundedRectangle(cornerRadius: Theme.buttonRadius))
      .opacity(isEnabled ? 1 : 0.4)
      .accessibilityLabel(title).accessibilityAddTraits(.isButton)
  }
}
