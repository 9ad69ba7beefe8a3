/// The HTTP method of an endpoint.
public enum HTTPMethod: String, Sendable, Equatable {
  /// GET.
  case get = "GET"
  /// POST.
  case post = "POST"
  /// PUT.
  case put = "PUT"
  /// DELETE.
  case delete = "DELETE"
}
