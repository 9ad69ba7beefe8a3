import Foundation
import RecipeCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live API's transport: `APIRequest`s sent over HTTP(S) to a base URL with URLSession.
/// Non-2xx answers become `APIError.server` with the status; the body of a 2xx answer is returned.
struct HTTPTransport: Sendable {
  /// The API root, e.g. `https://api.example.com/v1/`.
  let baseURL: URL
  /// The session requests go through (a custom one lets tests stub the network).
  let session: URLSession
  /// The `Accept-Language` sent with every request.
  let language: AppLanguage

  /// The URL of `request`: base + path, query items percent-encoded in order.
  func url(for request: APIRequest) throws -> URL {
    let base = baseURL.absoluteString.hasSuffix("/") ? baseURL : baseURL.appendingPathComponent("")
    guard var components = URLComponents(url: base.appendingPathComponent(request.path), resolvingAgainstBaseURL: true)
    else { throw APIError.transport(endpoint: request.description, message: "cannot build a URL from \(baseURL)") }
    if !request.query.isEmpty {
      components.queryItems = request.query.map { URLQueryItem(name: $0.name, value: $0.value) }
    }
    guard let url = components.url else {
      throw APIError.transport(endpoint: request.description, message: "cannot build a URL from \(baseURL)")
    }
    return url
  }

  /// Sends `request` and returns the response body.
  func send(_ request: APIRequest) async throws -> Data {
    var urlRequest = URLRequest(url: try url(for: request))
    urlRequest.httpMethod = request.method.rawValue
    urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
    urlRequest.setValue(language.rawValue, forHTTPHeaderField: "Accept-Language")
    let (data, response) = try await session.data(for: urlRequest)
    guard let http = response as? HTTPURLResponse else {
      throw APIError.transport(endpoint: request.description, message: "not an HTTP response")
    }
    guard (200..<300).contains(http.statusCode) else {
      throw APIError.server(endpoint: request.description, statusCode: http.statusCode)
    }
    return data
  }
}
