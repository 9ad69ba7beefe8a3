import Foundation

/// One tab of a `ChromiumSession`: navigate, run JavaScript, press keys, take screenshots.
public struct ChromiumPage: @unchecked Sendable {
  let session: ChromiumSession
  let sessionID: String
  let targetID: String

  /// Closes the tab.
  public func closeTab() throws {
    try session.send("Target.closeTarget", ["targetId": targetID])
  }

  /// Loads `url` and waits for its load event.
  public func navigate(_ url: URL) throws {
    session.dropEvents(session: sessionID)
    let answer = try session.send("Page.navigate", ["url": url.absoluteString], session: sessionID)
    if let error = answer["errorText"] as? String { throw ChromiumSession.Failure(description: "\(url): \(error)") }
    try session.waitForEvent("Page.loadEventFired", session: sessionID)
  }

  /// The value of `expression` (awaited when it is a promise), as JSON gives it back: `Bool`,
  /// `Double`/`Int` (as NSNumber), `String`, arrays, dictionaries, or nil. A thrown exception is an
  /// error carrying its text.
  @discardableResult
  public func evaluate(_ expression: String) throws -> Any? {
    let answer = try session.send(
      "Runtime.evaluate", ["expression": expression, "awaitPromise": true, "returnByValue": true], session: sessionID)
    if let details = answer["exceptionDetails"] as? [String: Any] {
      let exception = (details["exception"] as? [String: Any])?["description"] ?? details["text"] ?? details
      throw ChromiumSession.Failure(description: "JavaScript failed: \(exception)\nin: \(expression.prefix(300))")
    }
    return (answer["result"] as? [String: Any])?["value"]
  }

  /// `expression` as a string (empty when it is not one).
  public func string(_ expression: String) throws -> String { try evaluate(expression) as? String ?? "" }

  /// `expression` as an integer (-1 when it is not a number).
  public func int(_ expression: String) throws -> Int { (try evaluate(expression) as? NSNumber)?.intValue ?? -1 }

  /// Polls `condition` (a JavaScript expression) every 20 ms until it is true; an error names `what`
  /// (and the last JavaScript error, if any) after `timeout` seconds.
  public func wait(until condition: String, timeout: Double = 30, _ what: String) throws {
    let deadline = Date().addingTimeInterval(timeout)
    var lastError: (any Error)?
    while true {
      // A page that is navigating has no context for a moment: that is retried, not failed.
      do {
        if try evaluate("Boolean(\(condition))") as? Bool == true { return }
        lastError = nil
      } catch {
        lastError = error
      }
      guard Date() < deadline else {
        let detail = lastError.map { " (last error: \($0))" } ?? ""
        throw ChromiumSession.Failure(description: "timed out waiting for \(what)\(detail)")
      }
      usleep(20_000)
    }
  }

  /// Clicks the first element matching the CSS `selector` (an error when none does).
  public func click(_ selector: String) throws {
    let quoted = try Self.javaScriptString(selector)
    let found = try evaluate(
      "(function(){const e=document.querySelector(\(quoted));if(!e)return false;e.click();return true;})()")
    guard found as? Bool == true else { throw ChromiumSession.Failure(description: "nothing matches \(selector)") }
  }

  /// Presses and releases `key` (a printable character such as "j", or a name such as "Escape")
  /// as a user would, through Chromium's input pipeline.
  public func press(_ key: String) throws {
    var down: [String: Any] = ["type": "keyDown", "key": key]
    if key.count == 1 { down["text"] = key }
    try session.send("Input.dispatchKeyEvent", down, session: sessionID)
    try session.send("Input.dispatchKeyEvent", ["type": "keyUp", "key": key], session: sessionID)
  }

  /// A PNG of the viewport.
  public func screenshot() throws -> Data {
    let answer = try session.send("Page.captureScreenshot", ["format": "png"], session: sessionID)
    guard let base64 = answer["data"] as? String, let data = Data(base64Encoded: base64) else {
      throw ChromiumSession.Failure(description: "Page.captureScreenshot returned no image")
    }
    return data
  }

  /// `text` as a JavaScript string literal.
  public static func javaScriptString(_ text: String) throws -> String {
    String(decoding: try JSONSerialization.data(withJSONObject: [text]), as: UTF8.self).dropFirst().dropLast()
      .description
  }
}
