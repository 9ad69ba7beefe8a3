import Foundation

/// The current time, injected so that screens and tests never read the real clock.
public struct AppClock: Sendable {
  /// Now.
  public var now: @Sendable () -> Date

  /// A clock from its `now`.
  public init(now: @escaping @Sendable () -> Date) { self.now = now }

  /// A clock stopped at `date`.
  public static func fixed(_ date: Date) -> AppClock { AppClock { date } }
}
