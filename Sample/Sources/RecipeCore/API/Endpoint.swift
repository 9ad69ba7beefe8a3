/// A typed API endpoint: where to send the request and what it answers.
/// Endpoints are made by the static factories in `Endpoint+Recipes.swift` (`.recipe(id:)`, …).
public struct Endpoint<Response: Decodable & Sendable>: Sendable, Equatable, CustomStringConvertible {
  /// The untyped request.
  public var request: APIRequest

  /// An endpoint from its path, query and method.
  public init(path: String, query: [QueryItem] = [], method: HTTPMethod = .get) {
    request = APIRequest(path: path, query: query, method: method)
  }

  /// The path relative to the API base.
  public var path: String { request.path }
  /// The query items in order.
  public var query: [QueryItem] { request.query }
  /// The HTTP method.
  public var method: HTTPMethod { request.method }
  /// The stable key mocks map to a fixture file (see `APIRequest.fixtureKey`).
  public var fixtureKey: String { request.fixtureKey }
  /// `GET recipes/1001`.
  public var description: String { request.description }
}
