import SwiftUI

/// What a screen shows when there is nothing to list: an icon in a soft orange circle, a title, a
/// message and an optional action button.
public struct EmptyStateView: View {
  let icon: IconKind
  let title: String
  let message: String
  let actionTitle: String?

  /// An empty state; `actionTitle` nil shows no button.
  public init(icon: IconKind = .bowl, title: String, message: String, actionTitle: String? = nil) {
    self.icon = icon
    self.title = title
    self.message = message
    self.actionTitle = actionTitle
  }

  /// The empty state.
  public var body: some View {
    StateMessage(
      icon: icon, tint: Theme.accent, title: title, message: message, actionTitle: actionTitle, actionIcon: nil,
      id: "empty-state")
  }
}
