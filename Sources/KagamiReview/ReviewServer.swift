import FlyingFox
import FlyingSocks
import Foundation

/// `kagami review`'s server: the last run's report with Accept, Reject and Undo, on 127.0.0.1 only,
/// every request checked for the token, `Host` and `Origin` (see the module's design rules).
public final class ReviewServer: Sendable {
  /// The port it listens on (the one picked when asked for 0).
  public let port: UInt16
  /// The secret every request must carry.
  public let token: String
  private let http: HTTPServer
  private let task: Task<Void, any Error>

  /// The address to open: `http://127.0.0.1:<port>/?token=<token>`.
  public var url: String { "http://127.0.0.1:\(port)/?token=\(token)" }

  private init(port: UInt16, token: String, http: HTTPServer, task: Task<Void, any Error>) {
    self.port = port
    self.token = token
    self.http = http
    self.task = task
  }

  /// Starts serving the run in `artifactsFolder` for the package at `packageRoot` on
  /// 127.0.0.1:`port` (0: a free port), and returns once it listens. `runner` (a `kagami` binary, or
  /// a wrapper taking its `test` arguments) enables the page's Re-run. Fails with an error naming the
  /// folder when the run has no records, or the port when it cannot listen within `listenTimeout`
  /// seconds.
  public static func start(
    packageRoot: URL, artifactsFolder: URL, port: UInt16 = 0, token: String = ReviewToken.random(),
    listenTimeout: Double = 10, runner: URL? = nil
  ) async throws -> ReviewServer {
    let session = try ReviewSession(packageRoot: packageRoot, artifactsFolder: artifactsFolder)
    let listening = ListeningPort()
    let rerun = runner.map {
      ReviewRerun(executable: $0, packageRoot: packageRoot.standardizedFileURL, artifacts: artifactsFolder)
    }
    let handler = ReviewHTTPHandler(session: session, port: listening, token: token, rerun: rerun)
    let address = try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
    let http = HTTPServer(address: address, timeout: 60, logger: .disabled, handler: handler)
    let task = Task { try await http.run() }
    do {
      try await http.waitUntilListening(timeout: listenTimeout)
    } catch {
      task.cancel()
      if case .failure(let failure) = await task.result {
        throw ReviewServerError("cannot listen on 127.0.0.1:\(port): \(failure)")
      }
      throw ReviewServerError("cannot listen on 127.0.0.1:\(port): \(error)")
    }
    guard case .ip4(_, let bound) = await http.listeningAddress else {
      await http.stop()
      throw ReviewServerError("cannot read the port the server listens on")
    }
    await listening.set(bound)
    // The page is rendered while the reviewer opens it: the first load is served as it is ready.
    Task { _ = try? await session.page(token: token) }
    return ReviewServer(port: bound, token: token, http: http, task: task)
  }

  /// Stops listening and waits for open connections to finish.
  public func stop() async {
    await http.stop()
  }

  /// Waits until the server stops (for `kagami review`, which runs until interrupted).
  public func waitUntilStopped() async throws {
    try await task.value
  }
}

/// Why the review server could not start.
public struct ReviewServerError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The message.
  public var message: String

  /// An error with `message`.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}
