import Foundation
import KagamiImage
import KagamiTestSupport
import Testing

/// A review server killed (SIGKILL, as a crash or a closed terminal would) while it accepts a card:
/// the baseline on disk is the old one or the new one, never a torn file.
@Suite struct ReviewServerCrashTests {
  @Test func aKilledServerLeavesTheOldOrTheNewBaseline() async throws {
    let red = try ReviewFixture.image(RGBAColor(red: 255, green: 0, blue: 0)).pixelHash
    let blue = try ReviewFixture.image(RGBAColor(red: 0, green: 0, blue: 255)).pixelHash
    var outcomes: [String: Int] = [:]
    // Kill delays sweep from "before the request arrives" to "after the answer" (nil: kill once the
    // answer has come, so one run certainly ends with the new baseline).
    for delay in [0, 1, 2, 3, 5, 8, 12, nil] as [Int?] {
      let harness = try await ReviewServerHarness.start(ReviewServerHarness.recordActualHash)
      defer { harness.fixture.folder.remove() }
      let client = harness.client
      let token = harness.token
      let request = Task { try? await client.post("/api/accept", ids: [ReviewServerHarness.imageID], token: token) }
      if let delay {
        try await Task.sleep(for: .milliseconds(delay))
        harness.server.stop(killing: true)
        _ = await request.value
      } else {
        #expect(await request.value?.status == 200)
        harness.server.stop(killing: true)
      }
      let bytes = try #require(harness.fixture.contents(ReviewServerHarness.imageBaseline))
      let hash = try PNGCodec.decode(bytes).pixelHash
      #expect(hash == red || hash == blue, "kill after \(delay ?? -1) ms left a baseline that is neither")
      outcomes[hash == red ? "old" : "new", default: 0] += 1
      // A restarted server serves the run again (decisions file intact or absent, never torn).
      let restarted = try await ReviewServerProcess.start(
        packageRoot: harness.fixture.root, artifacts: harness.fixture.artifacts)
      let state = try await RawHTTPClient(port: restarted.port).send("GET", "/api/state?token=\(restarted.token)")
      restarted.stop()
      #expect(state.status == 200, "after a kill at \(delay ?? -1) ms: \(state.text)")
    }
    #expect(outcomes.values.reduce(0, +) == 8)
    #expect(outcomes["new", default: 0] > 0, "\(outcomes)")
  }
}
