import Foundation

/// Failure messages collected from concurrent checks.
final class LockedMessages: @unchecked Sendable {
  // Unchecked: `stored` is only touched while holding `lock`.
  private let lock = NSLock()
  private var stored: [String?] = []
  /// Adds one check's message.
  func append(_ message: String?) { lock.withLock { stored.append(message) } }
  /// The messages so far.
  var values: [String?] { lock.withLock { stored } }
}
