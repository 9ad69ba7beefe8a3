import SwiftUI

/// A rounded keyword chip; selected chips are filled with the accent.
public struct TagChip: View {
  let title: String
  let isSelected: Bool

  /// A chip showing `title`.
  public init(title: String, isSelected: Bool = false) {
    self.title = title
    self.isSelected = isSelected
  }

  /// The chip.
  public var body: some View {
    Text(title).themeFont(.caption).lineLimit(1)
      .foregroundColor(isSelected ? Theme.onAccent : Theme.primaryText)
      .padding(EdgeInsets(top: 6, leading: Theme.spacingM, bottom: 6, trailing: Theme.spacingM))
      .background(isSelected ? Theme.accent : Theme.surface)
      .border(isSelected ? Theme.accent : Theme.separator, width: 1)
      .clipShape(Capsule())
      .accessibilityLabel(title).accessibilityAddTraits(.isButton)
  }
}
