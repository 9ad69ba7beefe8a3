import RecipeCore

/// Why the kitchen could not be shown, as the user is told.
enum KitchenFailure: Sendable, Equatable {
  /// The server answered with an error.
  case server
  /// No answer (offline, timeout).
  case network
  /// The answer was not understood.
  case unreadable

  /// The failure behind `error` (API errors by kind; anything else counts as a network problem).
  init(_ error: any Error) {
    switch error as? APIError {
    case .server: self = .server
    case .decoding: self = .unreadable
    case .transport, nil: self = .network
    }
  }
}
