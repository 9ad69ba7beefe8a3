import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A minimal HTTP/1.1 client over a plain socket to 127.0.0.1, for requests no ordinary client sends:
/// a forged `Host`, a foreign `Origin`, a path with literal or encoded `..` segments (URLSession and
/// curl would normalize those away). Blocking I/O runs on its own thread, never on the concurrency pool.
struct RawHTTPClient: Sendable {
  /// The server's port.
  let port: UInt16

  /// A response: status, headers (lowercased names) and body.
  struct Response: Sendable {
    var status: Int
    var headers: [String: String]
    var body: Data

    /// The body as JSON, or nil.
    var json: [String: Any]? { try? JSONSerialization.jsonObject(with: body) as? [String: Any] }
    /// The body as text.
    var text: String { String(decoding: body, as: UTF8.self) }
  }

  /// Sends `method target` with `headers` (Host defaults to 127.0.0.1:<port>; pass "Host" to override,
  /// an empty value to leave it out) and `body`, and reads the whole response.
  func send(
    _ method: String, _ target: String, headers: [String: String] = [:], body: Data = Data()
  ) async throws -> Response {
    var lines = ["\(method) \(target) HTTP/1.1"]
    var all = ["Host": "127.0.0.1:\(port)", "Connection": "close"]
    all.merge(headers) { $1 }
    if !body.isEmpty || method == "POST" { all["Content-Length"] = "\(body.count)" }
    for (name, value) in all.sorted(by: { $0.key < $1.key }) where !value.isEmpty { lines.append("\(name): \(value)") }
    var request = Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    request.append(body)
    let bytes = request
    let port = port
    let raw = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data, any Error>) in
      Thread.detachNewThread {
        continuation.resume(with: Result { try Self.exchange(bytes, port: port) })
      }
    }
    return try Self.parse(raw)
  }

  /// Sends `POST path` with a JSON body `{"ids": ids}` and the token header.
  func post(_ path: String, ids: [String], token: String, headers: [String: String] = [:]) async throws -> Response {
    var all = ["Content-Type": "application/json", "X-Kagami-Token": token]
    all.merge(headers) { $1 }
    return try await send("POST", path, headers: all, body: try JSONSerialization.data(withJSONObject: ["ids": ids]))
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  private static func exchange(_ request: Data, port: UInt16) throws -> Data {
    #if canImport(Glibc)
      let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard socket >= 0 else { throw Failure(description: "socket() failed") }
    defer { close(socket) }
    var timeout = timeval(tv_sec: 60, tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var connected: Int32 = -1
    repeat {
      connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
    } while connected != 0 && errno == EINTR
    guard connected == 0 else { throw Failure(description: "connect() to port \(port) failed") }
    try request.withUnsafeBytes { bytes in
      var sent = 0
      while sent < bytes.count {
        let count = write(socket, bytes.baseAddress! + sent, bytes.count - sent)
        // Other tests in this process start child processes: a SIGCHLD may interrupt the call.
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { throw Failure(description: "write() failed") }
        sent += count
      }
    }
    var response = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = read(socket, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      response.append(contentsOf: buffer[0..<count])
    }
    return response
  }

  private static func parse(_ raw: Data) throws -> Response {
    guard let end = raw.range(of: Data("\r\n\r\n".utf8)) else {
      throw Failure(description: "no complete response: \(String(decoding: raw, as: UTF8.self))")
    }
    let head = String(decoding: raw[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
    let statusParts = head[0].split(separator: " ")
    guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
      throw Failure(description: "bad status line \(head[0])")
    }
    var headers: [String: String] = [:]
    for line in head.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    var body = Data(raw[end.upperBound...])
    if let length = headers["content-length"].flatMap(Int.init), body.count > length { body = body.prefix(length) }
    return Response(status: status, headers: headers, body: body)
  }
}
