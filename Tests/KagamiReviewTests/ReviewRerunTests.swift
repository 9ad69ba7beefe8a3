import Foundation
import KagamiTestSupport
import Testing

/// The page's Re-run through the API: one run at a time, its output streamed line by line, only the
/// run's own test targets, and the real `kagami test` as the default runner.
@Suite struct ReviewRerunTests {
  /// Polls `GET /api/rerun` until the run ended; returns every line and the exit status.
  static func waitForEnd(_ harness: ReviewServerHarness) async throws -> (lines: [String], status: Int?) {
    var lines: [String] = []
    var next = 0
    for _ in 0..<600 {
      let response = try await harness.client.send("GET", "/api/rerun?since=\(next)&token=\(harness.token)")
      #expect(response.status == 200)
      let progress = try #require(response.json)
      lines += progress["lines"] as? [String] ?? []
      next = progress["next"] as? Int ?? next
      if progress["running"] as? Bool == false { return (lines, progress["status"] as? Int) }
      try await Task.sleep(for: .milliseconds(100))
    }
    Issue.record("the re-run did not end within a minute")
    return (lines, nil)
  }

  @Test func aRerunStreamsItsOutputAndASecondOneIsRefused() async throws {
    let runner = try ReviewServerHarness.FakeRunner()
    defer { runner.remove() }
    let harness = try await ReviewServerHarness.start(runner: runner.url)
    defer { harness.fixture.folder.remove() }
    let body = Data(#"{"targets":["ShopTests"]}"#.utf8)
    let headers = ["X-Kagami-Token": harness.token, "Content-Type": "application/json"]
    let started = try await harness.client.send("POST", "/api/rerun", headers: headers, body: body)
    #expect(started.status == 202, "\(started.text)")
    #expect(started.json?["running"] as? Bool == true)
    let second = try await harness.client.send("POST", "/api/rerun", headers: headers, body: body)
    #expect(second.status == 409)
    #expect((second.json?["error"] as? String)?.contains("a re-run of ShopTests is still going") == true)
    runner.release()
    let (lines, status) = try await Self.waitForEnd(harness)
    #expect(status == 1)
    #expect(
      lines.first == "$ kagami test --package-path \(harness.fixture.root.path) --record never --target ShopTests")
    #expect(lines.contains("args: test --package-path \(harness.fixture.root.path) --record never --target ShopTests"))
    #expect(lines.contains("artifacts: \(harness.fixture.artifacts.path)"))
    #expect(lines.filter { $0.hasPrefix("progress ") } == (0..<5).map { "progress \($0)" }, "every line, in order")
    #expect(lines.last == "done", "standard error is streamed too, and nothing comes after the end")
    // Once it ended, a new run may start.
    let again = try await harness.client.send("POST", "/api/rerun", headers: headers, body: body)
    #expect(again.status == 202)
    #expect(again.json?["run"] as? Int == 2)
    _ = try await Self.waitForEnd(harness)  // the gate is still open: it ends at once
    await harness.finish()
  }

  @Test func onlyTheRunsTestTargetsAndPostAreAccepted() async throws {
    let runner = try ReviewServerHarness.FakeRunner(steps: 0)
    defer { runner.remove() }
    let harness = try await ReviewServerHarness.start(runner: runner.url)
    defer { harness.fixture.folder.remove() }
    let headers = ["X-Kagami-Token": harness.token, "Content-Type": "application/json"]
    for targets in [#"["ShopTests; rm -rf /"]"#, #"["--all"]"#, #"["NoSuchTests","ShopTests"]"#, "[]", #""ShopTests""#]
    {
      let response = try await harness.client.send(
        "POST", "/api/rerun", headers: headers, body: Data(#"{"targets":\#(targets)}"#.utf8))
      #expect(response.status == 400, "\(targets): \(response.text)")
    }
    #expect(try await harness.client.send("PUT", "/api/rerun", headers: headers).status == 405)
    let withoutToken = try await harness.client.send(
      "POST", "/api/rerun", headers: ["Content-Type": "application/json"],
      body: Data(#"{"targets":["ShopTests"]}"#.utf8))
    #expect(withoutToken.status == 403)
    let progress = try await harness.client.send("GET", "/api/rerun\(harness.query)")
    #expect(progress.json?["run"] as? Int == 0, "nothing was started")
    await harness.finish()
  }

  @Test func theDefaultRunnerIsKagamiTest() async throws {
    // The fixture is not a Swift package: the real `kagami test` starts, says why it cannot run, and
    // ends with status 2; all of it reaches the page.
    let harness = try await ReviewServerHarness.start()
    defer { harness.fixture.folder.remove() }
    let started = try await harness.client.send(
      "POST", "/api/rerun", headers: ["X-Kagami-Token": harness.token, "Content-Type": "application/json"],
      body: Data(#"{"targets":["ShopTests"]}"#.utf8))
    #expect(started.status == 202, "\(started.text)")
    let (lines, status) = try await Self.waitForEnd(harness)
    #expect(status == 2)
    #expect(lines.contains { $0.hasPrefix("kagami test:") }, "\(lines)")
    await harness.finish()
  }
}
