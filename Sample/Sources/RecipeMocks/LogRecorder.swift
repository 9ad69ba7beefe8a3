import Foundation
import RecipeCore

/// Collects what an environment logs, for tests (`MockEnvironment.make(logger: recorder.logger)`).
public final class LogRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [String] = []

  /// An empty recorder.
  public init() {}

  /// A logger appending to this recorder.
  public var logger: AppLogger { AppLogger { [self] message in lock.withLock { recorded.append(message) } } }

  /// Everything logged so far, in order.
  public var messages: [String] { lock.withLock { recorded } }

  /// The logged missing or malformed fixtures (without the `fixture error: ` prefix).
  public var fixtureErrors: [String] {
    messages.filter { $0.hasPrefix(FixtureServer.errorPrefix) }.map {
      String($0.dropFirst(FixtureServer.errorPrefix.count))
    }
  }
}
