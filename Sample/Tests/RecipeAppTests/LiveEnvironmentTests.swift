import Foundation
import RecipeCore
import Testing

@testable import RecipeApp

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live Environment over a stubbed network (URLProtocol): URLs, headers, decoding, status errors,
/// and the real resolver behind `environment.resolve`.
@Suite(.serialized) struct LiveEnvironmentTests {
  @Test func requestsGoToTheBaseURLWithTheQueryEncoded() async throws {
    StubProtocol.reset { request in
      (200, Data(#"{"query":"カレー","totalCount":0,"recipes":[],"relatedQueries":[]}"#.utf8))
    }
    let environment = LiveEnvironment.make(
      baseURL: URL(string: "https://api.example.com/v1")!, language: .ja, session: StubProtocol.session)
    let result = try await environment.api.response(for: .search(query: "カレー"))
    #expect(result.query == "カレー")
    let request = try #require(StubProtocol.requests.first)
    #expect(request.url?.absoluteString == "https://api.example.com/v1/search?q=%E3%82%AB%E3%83%AC%E3%83%BC")
    #expect(request.httpMethod == "GET")
    #expect(request.value(forHTTPHeaderField: "Accept-Language") == "ja")
  }

  @Test func aServerErrorNamesTheEndpointAndStatus() async throws {
    StubProtocol.reset { _ in (503, Data()) }
    let environment = LiveEnvironment.make(
      baseURL: URL(string: "https://api.example.com/")!, language: .en, session: StubProtocol.session)
    await #expect(throws: APIError.server(endpoint: "GET recipes/1001", statusCode: 503)) {
      _ = try await environment.api.response(for: .recipe(id: 1001))
    }
  }

  @Test func everyDescriptorResolvesToItsFeature() async throws {
    StubProtocol.reset { _ in (404, Data()) }
    let environment = LiveEnvironment.make(
      baseURL: URL(string: "https://api.example.com/")!, language: .en, session: StubProtocol.session)
    #expect(environment.resolve(ViewDescriptor.Search(query: "curry")).name.contains("Search"))
    #expect(environment.resolve(ViewDescriptor.RecipeDetails(recipeID: 1001)).name.contains("1001"))
    #expect(environment.resolve(ViewDescriptor.Cooksnaps(recipeID: 1002)).name.contains("1002"))
    #expect(environment.resolve(ViewDescriptor.ShoppingList()).name.contains("ShoppingList"))
    #expect(environment.resolve(ViewDescriptor.Kitchen(kitchenID: 2)).name.contains("2"))
    let store = environment.resolve(DataStoreDescriptor.ShoppingListStore())
    await #expect(throws: APIError.server(endpoint: "GET shopping-list", statusCode: 404)) {
      _ = try await store.sections()
    }
  }
}

/// Answers every request of `session` from `handler` and remembers the requests.
final class StubProtocol: URLProtocol {
  nonisolated(unsafe) private static var handler: (URLRequest) -> (Int, Data) = { _ in (500, Data()) }
  nonisolated(unsafe) private(set) static var requests: [URLRequest] = []

  static func reset(_ handler: @escaping (URLRequest) -> (Int, Data)) {
    self.handler = handler
    requests = []
  }

  static var session: URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [StubProtocol.self]
    return URLSession(configuration: configuration)
  }

  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    Self.requests.append(request)
    let (status, body) = Self.handler(request)
    let response = HTTPURLResponse(url: request.url!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: [:])!
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: body)
    client?.urlProtocolDidFinishLoading(self)
  }

  override func stopLoading() {}
}
