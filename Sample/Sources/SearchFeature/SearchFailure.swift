import RecipeCore

/// Why a search failed, as the user is told.
public enum SearchFailure: Error, Equatable, Sendable {
  /// The server answered with an error.
  case server
  /// The request got no answer (offline, timeout).
  case connection
  /// The answer could not be read.
  case unreadable

  /// The failure an API error stands for.
  public init(_ error: APIError) {
    switch error {
    case .server: self = .server
    case .transport: self = .connection
    case .decoding: self = .unreadable
    }
  }

  /// The message shown under the error title.
  public var message: Localized<String> {
    switch self {
    case .server: return FailureMessages.server
    case .connection: return FailureMessages.connection
    case .unreadable: return SearchStrings.unreadableErrorMessage
    }
  }
}
