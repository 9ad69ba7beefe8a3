import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `kagami review --port 0` child process, as a user starts it. The server under test runs in its
/// own process: this test process shares its concurrency pool with suites that block it for minutes
/// (child builds), and a server on that pool would starve. It also lets a test kill the server in the
/// middle of a request.
public final class ReviewServerProcess: Sendable {
  /// The port it listens on.
  public let port: UInt16
  /// The token of the URL it printed.
  public let token: String
  /// The URL it printed: `http://127.0.0.1:<port>/?token=<token>`.
  public let url: String
  private let process: Process
  private let standardError: URL

  private init(port: UInt16, token: String, url: String, process: Process, standardError: URL) {
    self.port = port
    self.token = token
    self.url = url
    self.process = process
    self.standardError = standardError
  }

  /// The built `kagami` executable, next to the test bundle (the test bundle runs from the products folder).
  public static var executable: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("kagami")
      }
    #endif
    return Bundle.main.bundleURL.appendingPathComponent("kagami")
  }

  /// Starts `kagami review` (with `--runner runner` when given) over the run in `artifacts` of the
  /// package at `root`, and returns once
  /// it has printed its URL (it listens by then). Throws with the child's error output when it exits
  /// first.
  public static func start(packageRoot root: URL, artifacts: URL, runner: URL? = nil) async throws
    -> ReviewServerProcess
  {
    let process = Process()
    process.executableURL = executable
    process.arguments =
      ["review", "--package-path", root.path, "--artifacts", artifacts.path, "--port", "0"]
      + (runner.map { ["--runner", $0.path] } ?? [])
    process.environment = ChildEnvironment.hermetic()
    let output = Pipe()
    let errorFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("kagami-review-\(UUID().uuidString).stderr")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
    let reader = output.fileHandleForReading
    // The first line is the URL; read it on a thread of its own, never blocking the pool.
    let line: String? = await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        var bytes = Data()
        while true {
          let chunk = reader.availableData
          if chunk.isEmpty { break }
          bytes.append(chunk)
          if bytes.contains(UInt8(ascii: "\n")) { break }
        }
        let text = String(decoding: bytes, as: UTF8.self)
        continuation.resume(returning: text.split(separator: "\n").first.map(String.init))
      }
    }
    let prefix = "kagami review: "
    guard let line, line.hasPrefix(prefix + "http://127.0.0.1:"),
      let components = URLComponents(string: String(line.dropFirst(prefix.count))),
      let port = components.port, let token = components.queryItems?.first(where: { $0.name == "token" })?.value
    else {
      process.terminate()
      process.waitUntilExit()
      let error = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
      try? FileManager.default.removeItem(at: errorFile)
      throw ReviewServerProcessError(description: "kagami review did not start: \(line ?? "") \(error)")
    }
    return ReviewServerProcess(
      port: UInt16(port), token: token, url: String(line.dropFirst(prefix.count)), process: process,
      standardError: errorFile)
  }

  /// True while the child runs.
  public var isRunning: Bool { process.isRunning }

  /// Ends the server with SIGTERM (or SIGKILL, as a crash would) and waits for it; returns false when
  /// that signal did not end it within 20 s (it is then killed).
  @discardableResult public func stop(killing: Bool = false) -> Bool {
    if process.isRunning { kill(process.processIdentifier, killing ? SIGKILL : SIGTERM) }
    let deadline = ContinuousClock.now + .seconds(20)
    while process.isRunning, ContinuousClock.now < deadline { usleep(1000) }
    let ended = !process.isRunning
    if !ended { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    try? FileManager.default.removeItem(at: standardError)
    return ended
  }
}

/// Why the child server did not start.
public struct ReviewServerProcessError: Error, CustomStringConvertible {
  /// What the child printed.
  public var description: String
}
