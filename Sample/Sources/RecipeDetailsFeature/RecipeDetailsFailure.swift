import RecipeCore

/// Why the details screen or one of its actions failed, as the user is told.
public enum RecipeDetailsFailure: Error, Equatable, Sendable {
  /// The recipe does not exist (any more).
  case notFound
  /// The server answered with an error.
  case server
  /// The request got no answer (offline, timeout).
  case connection
  /// The answer could not be read.
  case unreadable

  /// The failure an API error stands for (HTTP 404 and 410: the recipe is gone).
  public init(_ error: APIError) {
    switch error {
    case .server(_, let statusCode) where statusCode == 404 || statusCode == 410: self = .notFound
    case .server: self = .server
    case .transport: self = .connection
    case .decoding: self = .unreadable
    }
  }

  /// The failure any error from a store stands for: API errors as above, anything else as a
  /// connection problem (the store could not be reached).
  public init(_ error: any Error) {
    if let apiError = error as? APIError { self.init(apiError) } else { self = .connection }
  }

  /// The error title.
  public var title: Localized<String> {
    self == .notFound ? RecipeDetailsStrings.notFoundTitle : RecipeDetailsStrings.errorTitle
  }

  /// The message shown under the title.
  public var message: Localized<String> {
    switch self {
    case .notFound: return RecipeDetailsStrings.notFoundMessage
    case .server: return FailureMessages.server
    case .connection: return FailureMessages.connection
    case .unreadable: return RecipeDetailsStrings.unreadableErrorMessage
    }
  }
}
