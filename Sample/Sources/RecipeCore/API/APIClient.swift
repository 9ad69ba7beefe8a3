import Foundation

/// Sends requests to the recipe API. Live value in RecipeApp (HTTP), mock value in RecipeMocks
/// (fixture files).
public struct APIClient: Sendable {
  /// Sends a request and returns the raw response body; throws on transport or server errors.
  public var send: @Sendable (APIRequest) async throws -> Data

  /// A client from its raw `send`.
  public init(send: @escaping @Sendable (APIRequest) async throws -> Data) { self.send = send }

  /// Sends `endpoint` and decodes its response. Errors are `APIError`s naming the endpoint.
  public func response<Response>(for endpoint: Endpoint<Response>) async throws(APIError) -> Response {
    let data: Data
    do {
      data = try await send(endpoint.request)
    } catch let error as APIError {
      throw error
    } catch {
      throw .transport(endpoint: endpoint.description, message: String(describing: error))
    }
    do {
      return try Self.decoder.decode(Response.self, from: data)
    } catch {
      throw .decoding(endpoint: endpoint.description, message: Self.describe(error))
    }
  }

  /// The decoder for every response: ISO 8601 dates (`2025-12-20T10:00:00+09:00`).
  public static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }

  /// A client whose every call fails with a transport error (a safe default).
  public static let unimplemented = APIClient { request in
    throw APIError.transport(endpoint: request.description, message: "no API client configured")
  }

  /// A decoding error as `key.path: what went wrong`.
  public static func describe(_ error: any Error) -> String {
    guard let decodingError = error as? DecodingError else { return String(describing: error) }
    func path(_ context: DecodingError.Context) -> String {
      let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      return keys.isEmpty ? "(root)" : String(keys.drop(while: { $0 == "." }))
    }
    switch decodingError {
    case .keyNotFound(let key, let context):
      return "\(path(context)): missing key '\(key.stringValue)'"
    case .typeMismatch(let type, let context):
      return "\(path(context)): expected \(type): \(context.debugDescription)"
    case .valueNotFound(let type, let context):
      return "\(path(context)): expected \(type) but found null"
    case .dataCorrupted(let context):
      return "\(path(context)): \(context.debugDescription)"
    @unknown default:
      return String(describing: error)
    }
  }
}
