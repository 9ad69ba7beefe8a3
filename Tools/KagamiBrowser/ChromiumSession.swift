import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One headless Chromium driven over the DevTools protocol through `--remote-debugging-pipe`:
/// commands go to its file descriptor 3 and answers come from 4, each a JSON object ended by a NUL.
/// Calls are synchronous and serialized; each waits at most `timeout` seconds.
public final class ChromiumSession: @unchecked Sendable {
  /// A command failed, timed out, or Chromium ended.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong, with the end of Chromium's log when it helps.
    public var description: String
  }

  /// An event Chromium sent (`Page.loadEventFired`…), with the page session it belongs to.
  struct Event {
    var method: String
    var sessionID: String?
    var params: [String: Any]
  }

  private let process: Process
  private let commands: FileHandle
  private let answers: Int32
  private let profile: URL
  private let log: URL
  private let lock = NSLock()
  private var pending = Data()
  private var events: [Event] = []
  private var nextID = 1
  /// How long one command may take.
  public let timeout: Double

  /// Starts Chromium (`executable`, else `ChromiumExecutable.find()`).
  public init(executable: URL? = nil, timeout: Double = 60) throws {
    let binary = try executable ?? ChromiumExecutable.find()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kagami-chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    profile = folder.appendingPathComponent("profile")
    log = folder.appendingPathComponent("chromium.log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    self.timeout = timeout
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    // The shell hands our stdin to Chromium as fd 3 and our stdout pipe as fd 4, then sends its own
    // stdout to /dev/null so that nothing else lands in the protocol stream.
    process.arguments =
      ["-c", #"exec "$0" "$@" 3<&0 4>&1 1>/dev/null"#, binary.path]
      + ChromiumExecutable.headlessFlags(profile: profile) + ["--remote-debugging-pipe", "about:blank"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: log)
    try process.run()
    commands = input.fileHandleForWriting
    answers = output.fileHandleForReading.fileDescriptor
    _ = try send("Browser.getVersion")
  }

  deinit { close() }

  /// Opens a new tab of `width` × `height` CSS pixels on `url` and waits for its load event.
  public func open(_ url: URL, width: Int = 1200, height: Int = 900) throws -> ChromiumPage {
    let target = try send("Target.createTarget", ["url": "about:blank"])
    guard let targetID = target["targetId"] as? String else { throw Failure(description: "no target ID: \(target)") }
    let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true])
    guard let sessionID = attached["sessionId"] as? String else {
      throw Failure(description: "no session ID: \(attached)")
    }
    let page = ChromiumPage(session: self, sessionID: sessionID, targetID: targetID)
    _ = try send("Page.enable", session: sessionID)
    _ = try send(
      "Emulation.setDeviceMetricsOverride",
      ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false], session: sessionID)
    try page.navigate(url)
    return page
  }

  /// Sends `method` with `params` (to the page `session`, or to the browser) and returns its result.
  @discardableResult
  func send(_ method: String, _ params: [String: Any] = [:], session: String? = nil) throws -> [String: Any] {
    lock.lock()
    defer { lock.unlock() }
    let id = nextID
    nextID += 1
    var message: [String: Any] = ["id": id, "method": method, "params": params]
    if let session { message["sessionId"] = session }
    var bytes = try JSONSerialization.data(withJSONObject: message)
    bytes.append(0)
    do { try commands.write(contentsOf: bytes) } catch { throw failure("cannot send \(method): \(error)") }
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let answer = try nextMessage(until: deadline, waitingFor: method)
      if let answerID = answer["id"] as? Int, answerID == id {
        if let error = answer["error"] as? [String: Any] {
          throw Failure(description: "\(method) failed: \(error["message"] ?? error)")
        }
        return answer["result"] as? [String: Any] ?? [:]
      }
      if let name = answer["method"] as? String {
        events.append(
          Event(
            method: name, sessionID: answer["sessionId"] as? String, params: answer["params"] as? [String: Any] ?? [:]))
      }
    }
  }

  /// Waits until the page `session` sent the event `method` (one already received counts), and takes it.
  func waitForEvent(_ method: String, session: String) throws {
    lock.lock()
    defer { lock.unlock() }
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if let index = events.firstIndex(where: { $0.method == method && $0.sessionID == session }) {
        events.remove(at: index)
        return
      }
      let message = try nextMessage(until: deadline, waitingFor: method)
      if let name = message["method"] as? String {
        events.append(
          Event(
            method: name, sessionID: message["sessionId"] as? String, params: message["params"] as? [String: Any] ?? [:]
          ))
      }
    }
  }

  /// Forgets the events of `session` received so far (before a navigation).
  func dropEvents(session: String) {
    lock.lock()
    defer { lock.unlock() }
    events.removeAll { $0.sessionID == session }
  }

  /// The next NUL-ended message (caller holds the lock).
  private func nextMessage(until deadline: Date, waitingFor what: String) throws -> [String: Any] {
    while true {
      if let end = pending.firstIndex(of: 0) {
        let message = pending[pending.startIndex..<end]
        pending.removeSubrange(pending.startIndex...end)
        guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any] else {
          throw failure("Chromium sent something that is not a JSON object")
        }
        return object
      }
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { throw failure("no answer to \(what) within \(Int(timeout)) s") }
      var poller = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32(min(remaining, 1) * 1000))
      if ready < 0, errno == EINTR { continue }
      guard ready >= 0 else { throw failure("poll failed while waiting for \(what)") }
      if ready == 0 { continue }
      var buffer = [UInt8](repeating: 0, count: 65536)
      let count = read(answers, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw failure("Chromium ended while waiting for \(what)") }
      pending.append(contentsOf: buffer[0..<count])
    }
  }

  /// A failure carrying the last lines of Chromium's log.
  private func failure(_ message: String) -> Failure {
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    let tail = text.split(separator: "\n").suffix(6).joined(separator: "\n")
    return Failure(description: tail.isEmpty ? message : "\(message)\nChromium's log ends with:\n\(tail)")
  }

  /// Asks Chromium to quit (killing it after 10 s) and removes its profile. Safe to call twice.
  public func close() {
    if process.isRunning {
      var bytes = (try? JSONSerialization.data(withJSONObject: ["id": 0, "method": "Browser.close"])) ?? Data()
      bytes.append(0)
      try? commands.write(contentsOf: bytes)
      let deadline = Date().addingTimeInterval(10)
      while process.isRunning, Date() < deadline { usleep(10_000) }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: profile.deletingLastPathComponent())
  }
}
