import FlyingFox

/// The checks every request passes before anything else: the token, the `Host` header and the
/// `Origin` header. A request that fails any of them is answered 403 and goes no further.
struct ReviewRequestGuard: Sendable {
  /// The secret the URL carries.
  let token: String
  /// The port the server listens on.
  let port: UInt16

  /// The header a script sends the token in (the page's own script does).
  static let tokenHeader = HTTPHeader("X-Kagami-Token")

  /// Why `request` is refused, or nil when it may go on.
  func refusal(for request: HTTPRequest) -> String? {
    let allowedHosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
    guard let host = request.headers[.host]?.lowercased(), allowedHosts.contains(host) else {
      return "the Host header must be 127.0.0.1:\(port) or localhost:\(port)"
    }
    if let origin = request.headers[HTTPHeader("Origin")] {
      guard allowedHosts.map({ "http://" + $0 }).contains(origin.lowercased()) else {
        return "requests from another origin (\(origin)) are refused"
      }
    }
    let presented = request.headers[Self.tokenHeader] ?? request.query["token"]
    guard ReviewToken.matches(presented, token) else {
      return "a missing or wrong token: open the URL that kagami review printed"
    }
    return nil
  }
}
