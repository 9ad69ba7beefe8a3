import FlyingFox
import Foundation
import KagamiFileSystem

/// Routes every request of `kagami review`: the guard first (403), then the page, the assets and the
/// API, each with the one method it allows (405 otherwise).
struct ReviewHTTPHandler: HTTPHandler {
  let session: ReviewSession
  let port: ListeningPort
  let token: String
  /// Re-runs from the page; nil when the server was started without a runner.
  let rerun: ReviewRerun?

  /// The largest request body read (a list of IDs).
  static let maximumBodySize = 1_000_000

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    let guarded = ReviewRequestGuard(token: token, port: await port.value)
    if let refusal = guarded.refusal(for: request) { return Self.json(403, ReviewReply(error: refusal)) }
    // The path as sent (percent-encoded, dot segments kept): FlyingFox's `path` removes `..` first.
    let path = request.target.path(percentEncoded: true)
    switch path {
    case "/":
      guard request.method == .GET else { return Self.methodNotAllowed("GET") }
      do {
        let html = try await session.page(token: token)
        return Self.response(200, type: "text/html; charset=utf-8", Data(html.utf8))
      } catch {
        return Self.json(500, ReviewReply(error: "\(error)"))
      }
    case "/api/state":
      guard request.method == .GET else { return Self.methodNotAllowed("GET") }
      return Self.json(200, ReviewReply(state: await session.state()))
    case "/api/rerun":
      return await rerun(request)
    case "/api/accept-group":
      guard request.method == .POST else { return Self.methodNotAllowed("POST") }
      switch await Self.strings("groups", in: request, naming: "<group ID>") {
      case .success(let groups):
        let (status, reply) = await session.accept(groups: groups)
        return Self.json(status, reply)
      case .failure(let failure): return Self.json(failure.status, ReviewReply(error: failure.message))
      }
    case "/api/accept", "/api/reject", "/api/undo":
      guard request.method == .POST else { return Self.methodNotAllowed("POST") }
      let ids: [String]
      switch await Self.ids(in: request) {
      case .success(let value): ids = value
      case .failure(let failure): return Self.json(failure.status, ReviewReply(error: failure.message))
      }
      let (status, reply) =
        switch path {
        case "/api/accept": await session.accept(ids)
        case "/api/reject": await session.reject(ids)
        default: await session.undo(ids)
        }
      return Self.json(status, reply)
    default:
      if path.hasPrefix("/artifacts/") {
        return await asset(request, String(path.dropFirst("/artifacts/".count)), in: session.store.folder)
      }
      if path.hasPrefix("/snapshots/") {
        let snapshots = session.packageRoot.appendingPathComponent("Snapshots", isDirectory: true)
        return await asset(request, String(path.dropFirst("/snapshots/".count)), in: snapshots)
      }
      return Self.json(404, ReviewReply(error: "no such page: \(path)"))
    }
  }

  /// `POST /api/rerun` with `{"targets": […]}` starts a re-run of targets the run knows (202; 409
  /// while one runs); `GET /api/rerun?since=N` answers the progress from line N.
  private func rerun(_ request: HTTPRequest) async -> HTTPResponse {
    guard let rerun else { return Self.json(404, ReviewReply(error: "this server was started without a runner")) }
    switch request.method {
    case .GET:
      let since = Int(request.query["since"] ?? "0") ?? 0
      return Self.encoded(200, rerun.progress(since: since))
    case .POST:
      let targets: [String]
      switch await Self.strings("targets", in: request, naming: "<test target>") {
      case .success(let value): targets = value
      case .failure(let failure): return Self.json(failure.status, ReviewReply(error: failure.message))
      }
      let known = await session.testTargets()
      let unknown = targets.filter { !known.contains($0) }
      guard unknown.isEmpty else {
        return Self.json(400, ReviewReply(error: "not a test target of this run: \(unknown.joined(separator: ", "))"))
      }
      if let refusal = rerun.start(Array(Set(targets)).sorted()) { return Self.json(409, ReviewReply(error: refusal)) }
      return Self.encoded(202, rerun.progress(since: 0))
    default:
      return Self.methodNotAllowed("GET, POST")
    }
  }

  /// A file below `root`, after `ContainedPath` has checked the path (400 when refused, 404 when
  /// missing or not a regular file).
  private func asset(_ request: HTTPRequest, _ path: String, in root: URL) async -> HTTPResponse {
    guard request.method == .GET else { return Self.methodNotAllowed("GET") }
    let url: URL
    do {
      url = try ContainedPath(percentEncoded: path).resolved(in: root)
    } catch {
      return Self.json(400, ReviewReply(error: "refused path \(error)"))
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
      let data = FileManager.default.contents(atPath: url.path)
    else {
      return Self.json(404, ReviewReply(error: "no file \(path)"))
    }
    let type = url.pathExtension == "png" ? "image/png" : "text/plain; charset=utf-8"
    return Self.response(200, type: type, data)
  }

  /// Why a body could not be read as `{"ids": [...]}`.
  struct BodyFailure: Error {
    var status: Int
    var message: String
  }

  /// The IDs of a POST body: JSON `{"ids": ["…"]}` with at least one ID.
  static func ids(in request: HTTPRequest) async -> Result<[String], BodyFailure> {
    await strings("ids", in: request, naming: "<snapshot ID>")
  }

  /// The strings of a POST body's one field: JSON `{"<field>": ["…"]}` with at least one.
  static func strings(_ field: String, in request: HTTPRequest, naming what: String) async -> Result<
    [String], BodyFailure
  > {
    let type = request.headers[.contentType]?.lowercased() ?? ""
    guard type.hasPrefix("application/json") else {
      return .failure(BodyFailure(status: 415, message: "the body must be JSON (Content-Type: application/json)"))
    }
    guard let data = try? await request.bodyData else {
      return .failure(BodyFailure(status: 400, message: "the body could not be read"))
    }
    guard data.count <= maximumBodySize else {
      return .failure(BodyFailure(status: 413, message: "the body is larger than \(maximumBodySize) bytes"))
    }
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let values = object[field] as? [String], !values.isEmpty
    else {
      return .failure(BodyFailure(status: 400, message: "the body must be {\"\(field)\": [\"\(what)\", …]}"))
    }
    return .success(values)
  }

  static func methodNotAllowed(_ allowed: String) -> HTTPResponse {
    var response = json(405, ReviewReply(error: "only \(allowed) is allowed here"))
    response.headers[HTTPHeader("Allow")] = allowed
    return response
  }

  static func json(_ status: Int, _ reply: ReviewReply) -> HTTPResponse {
    encoded(status, reply)
  }

  static func encoded(_ status: Int, _ value: some Encodable) -> HTTPResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return response(status, type: "application/json", (try? encoder.encode(value)) ?? Data("{}".utf8))
  }

  static func response(_ status: Int, type: String, _ body: Data) -> HTTPResponse {
    HTTPResponse(
      statusCode: HTTPStatusCode(status, phrase: phrase(status)),
      headers: [
        .contentType: type, HTTPHeader("Cache-Control"): "no-store",
        HTTPHeader("X-Content-Type-Options"): "nosniff", HTTPHeader("Referrer-Policy"): "no-referrer",
        HTTPHeader("Content-Security-Policy"):
          "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src 'self'; "
          + "connect-src 'self'; frame-ancestors 'none'",
      ], body: body)
  }

  static func phrase(_ status: Int) -> String {
    [
      200: "OK", 202: "Accepted", 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
      409: "Conflict", 413: "Payload Too Large", 415: "Unsupported Media Type", 500: "Internal Server Error",
    ][status] ?? "Error"
  }
}

/// The port the server listens on, known once it listens (0 before: every request is refused).
actor ListeningPort {
  private(set) var value: UInt16 = 0

  func set(_ port: UInt16) { value = port }
}
