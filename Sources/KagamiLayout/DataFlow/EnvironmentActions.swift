import Foundation

/// SwiftUI's horizontal and vertical size classes.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// Narrow (phones in portrait, horizontally).
  case compact
  /// Wide.
  case regular
}

/// `@Environment(\.dismiss)`: calling it does nothing in a snapshot, where nothing is presented.
public struct DismissAction: Sendable {
  /// Does nothing.
  public func callAsFunction() {}
}

/// `@Environment(\.openURL)`: calling it runs the handler (which does nothing unless a test sets one).
public struct OpenURLAction: Sendable {
  /// What a handler did with a URL.
  public enum Result: Sendable {
    /// The URL was handled.
    case handled
    /// The URL was not handled.
    case discarded
    /// The system should open it.
    case systemAction
  }

  private let handler: @Sendable (URL) -> Result

  /// An action that calls `handler`.
  public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }

  /// Opens `url` with the handler.
  public func callAsFunction(_ url: URL) { _ = handler(url) }
}

/// Whether the app is in front: always `.active` in a snapshot.
public enum ScenePhase: Hashable, Sendable, Comparable {
  /// In the background.
  case background
  /// Visible, not taking input.
  case inactive
  /// In front.
  case active
}
