/// An endpoint without its response type: what an `APIClient`'s raw `send` receives.
public struct APIRequest: Sendable, Equatable, CustomStringConvertible {
  /// The path relative to the API base (`recipes/1001`), no leading slash.
  public var path: String
  /// The query items in order.
  public var query: [QueryItem]
  /// The HTTP method.
  public var method: HTTPMethod

  /// A request from its parts.
  public init(path: String, query: [QueryItem] = [], method: HTTPMethod = .get) {
    self.path = path
    self.query = query
    self.method = method
  }

  /// `GET recipes/1001`, `GET search?q=カレー`: how errors and logs name the endpoint.
  public var description: String {
    let queryText = query.isEmpty ? "" : "?" + query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
    return "\(method.rawValue) \(path)\(queryText)"
  }

  /// The stable key of the canned response: the path, then each query item as a path component
  /// `name=value` (`search/q=カレー`). Characters that are unsafe in file names (`/ \ : * ? " < > | % & =`,
  /// spaces and control characters) inside names and values are percent-encoded, and a leading `.`
  /// too, so a key is always a relative path without `..`.
  public var fixtureKey: String {
    let components = path.split(separator: "/", omittingEmptySubsequences: true).map { Self.escape(String($0)) }
    let queryComponents = query.map { Self.escape($0.name) + "=" + Self.escape($0.value) }
    return (components + queryComponents).joined(separator: "/")
  }

  private static let unsafe: Set<Unicode.Scalar> = ["/", "\\", ":", "*", "?", "\"", "<", ">", "|", "%", "&", "=", " "]

  private static func escape(_ text: String) -> String {
    var result = ""
    for (index, scalar) in text.unicodeScalars.enumerated() {
      let isUnsafe =
        unsafe.contains(scalar) || scalar.value < 0x20 || scalar.value == 0x7F || (index == 0 && scalar == ".")
      if isUnsafe {
        for byte in String(scalar).utf8 { result += "%" + String(byte, radix: 16, uppercase: true).leftPadded() }
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result.isEmpty ? "%00" : result
  }
}

extension String {
  fileprivate func leftPadded() -> String { count < 2 ? "0" + self : self }
}
