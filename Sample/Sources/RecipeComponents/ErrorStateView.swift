import SwiftUI

/// What a screen shows when loading failed: an alert icon in a soft red circle, a title, a message
/// and a retry button.
public struct ErrorStateView: View {
  let title: String
  let message: String
  let retryTitle: String

  /// An error state with a retry button titled `retryTitle`.
  public init(title: String, message: String, retryTitle: String) {
    self.title = title
    self.message = message
    self.retryTitle = retryTitle
  }

  /// The error state.
  public var body: some View {
    StateMessage(
      icon: .alert, tint: Theme.danger, title: title, message: message, actionTitle: retryTitle, actionIcon: nil,
      id: "error-state")
  }
}
