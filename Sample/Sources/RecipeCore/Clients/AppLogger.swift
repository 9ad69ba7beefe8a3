/// Where the app writes diagnostic messages (never into rendered output).
public struct AppLogger: Sendable {
  /// Writes one message.
  public var log: @Sendable (String) -> Void

  /// A logger from its sink.
  public init(log: @escaping @Sendable (String) -> Void) { self.log = log }

  /// A logger that drops every message.
  public static let silent = AppLogger { _ in }
}
