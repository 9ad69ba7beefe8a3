import SwiftUI

/// A secondary action: accent title (and an optional icon) on the card surface with an accent
/// outline, 48 pt high.
public struct SecondaryButton: View {
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
    ButtonLabel(title: title, icon: icon, color: Theme.accentText, isFullWidth: isFullWidth)
      .background(Theme.surface)
      .border(Theme.accent, width: 1.5)
      .cornerRadius(Theme.buttonRadius)
      .opacity(isEnabled ? 1 : 0.4)
      .accessibilityLabel(title).accessibilityAddTraits(.isButton)
  }
}
