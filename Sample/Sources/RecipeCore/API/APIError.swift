/// Why an API call failed; every case names the endpoint (`GET recipes/1001`).
public enum APIError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The server answered with an error status.
  case server(endpoint: String, statusCode: Int)
  /// The request did not get an answer (network, or a mock without a fixture); `message` says why.
  case transport(endpoint: String, message: String)
  /// The answer did not decode into the endpoint's response type.
  case decoding(endpoint: String, message: String)

  /// The endpoint the failure belongs to.
  public var endpoint: String {
    switch self {
    case .server(let endpoint, _), .transport(let endpoint, _), .decoding(let endpoint, _): return endpoint
    }
  }

  /// A one-line explanation naming the endpoint.
  public var description: String {
    switch self {
    case .server(let endpoint, let statusCode): return "\(endpoint) failed with HTTP status \(statusCode)"
    case .transport(let endpoint, let message): return "\(endpoint) failed: \(message)"
    case .decoding(let endpoint, let message): return "\(endpoint) returned a response that does not decode: \(message)"
    }
  }
}
