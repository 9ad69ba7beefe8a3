import Foundation
import KagamiImage
import KagamiResults
import KagamiTestSupport
import Testing

@testable import KagamiReview
@testable import KagamiRunner

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What `kagami review` serves and writes: the page, accept (as `kagami accept` writes), reject and
/// undo (the decisions file), the state, and concurrent accepts of one card.
@Suite struct ReviewServerTests {
  @Test func servesThePageWithReviewButtonsAndTokenLinks() async throws {
    let harness = try await ReviewServerHarness.start()
    defer { harness.fixture.folder.remove() }
    let page = try await harness.client.send("GET", "/\(harness.query)")
    #expect(page.status == 200)
    #expect(page.headers["content-type"] == "text/html; charset=utf-8")
    #expect(page.headers["content-security-policy"]?.contains("frame-ancestors 'none'") == true)
    let html = page.text
    #expect(html.contains("data-action=accept"))
    #expect(html.contains("'X-Kagami-Token':token"))
    #expect(html.contains("data-id=\"\(ReviewServerHarness.imageID)\""))
    // Images link to the server's own paths, carrying the token.
    let actual = "/artifacts/\(ReviewServerHarness.imageID).actual.png\(harness.query)"
    #expect(html.contains("data-act=\"\(actual)\""))
    #expect(html.contains("/snapshots/ShopTests/Checkout/pay_now.iPhone15.dark.png\(harness.query)"))
    #expect(!html.contains(harness.fixture.root.path), "the page names no local path in links")
    // Every image link of the page is served.
    for link in Self.links(in: html) {
      let response = try await harness.client.send("GET", link.replacingOccurrences(of: "&amp;", with: "&"))
      #expect(response.status == 200, "\(link)")
      #expect(response.headers["content-type"] == "image/png")
    }
    #expect(Self.links(in: html).count >= 4)
    let baseline = try await harness.client.send("GET", "/snapshots/\(ReviewServerHarness.imageID)\(harness.query)")
    #expect(baseline.body == harness.fixture.contents(ReviewServerHarness.imageBaseline))
    await harness.finish()
  }

  @Test func acceptWritesTheSameBytesAsKagamiAccept() async throws {
    let harness = try await ReviewServerHarness.start(ReviewServerHarness.recordActualHash)
    defer { harness.fixture.folder.remove() }
    let response = try await harness.client.post(
      "/api/accept", ids: [ReviewServerHarness.imageID], token: harness.token)
    #expect(response.status == 200)
    let result = (response.json?["results"] as? [[String: Any]])?.first
    #expect(result?["outcome"] as? String == "written")
    let state = response.json?["state"] as? [String: Any]
    #expect((state?["decisions"] as? [String: String])?[ReviewServerHarness.imageID] == "accepted")
    #expect((state?["counts"] as? [String: Int])?["accepted"] == 1)

    // `kagami accept` on an identical run writes exactly the same baseline bytes.
    let twin = try ReviewFixture()
    defer { twin.folder.remove() }
    try ReviewServerHarness.recordActualHash(twin)
    let outcome = SnapshotReview(packageRoot: twin.root, artifactsPath: twin.artifacts.path)
      .accept(ids: [ReviewServerHarness.imageID], allFailed: false)
    #expect(outcome.status == 0)
    let written = try #require(harness.fixture.contents(ReviewServerHarness.imageBaseline))
    #expect(written == twin.contents(ReviewServerHarness.imageBaseline))
    let blue = try ReviewFixture.image(RGBAColor(red: 0, green: 0, blue: 255))
    #expect(try PNGCodec.decode(written).pixelHash == blue.pixelHash)
    // The decision is kept in the artifacts folder, and the artifacts still read as a run.
    let file = harness.fixture.artifacts.appendingPathComponent(ReviewDecisions.fileName)
    let decisions = try ReviewDecisions.decoded(from: Data(contentsOf: file), file: file.path)
    #expect(decisions.decisions == [ReviewServerHarness.imageID: .accepted])
    #expect(try ArtifactStore(folder: harness.fixture.artifacts).records().count == 4)
    // Accepting again writes nothing.
    let again = try await harness.client.post("/api/accept", ids: [ReviewServerHarness.imageID], token: harness.token)
    #expect((again.json?["results"] as? [[String: Any]])?.first?["outcome"] as? String == "unchanged")
    await harness.finish()
  }

  @Test func acceptOfANewSnapshotKeepsTheRecordedBaseline() async throws {
    let harness = try await ReviewServerHarness.start()
    defer { harness.fixture.folder.remove() }
    let before = harness.fixture.contents("Snapshots/ShopTests/Checkout/pay_now.iPhone15.dark.png")
    let response = try await harness.client.post(
      "/api/accept", ids: ["Snapshots/ShopTests/Checkout/pay_now.iPhone15.dark.png"], token: harness.token)
    #expect(response.status == 200)
    #expect((response.json?["results"] as? [[String: Any]])?.first?["outcome"] as? String == "kept")
    #expect(harness.fixture.contents("Snapshots/ShopTests/Checkout/pay_now.iPhone15.dark.png") == before)
    // A passed snapshot has nothing to accept.
    let passed = try await harness.client.post(
      "/api/accept", ids: ["ShopTests/Cart/empty.iPhone15.light.png"], token: harness.token)
    #expect(passed.status == 400)
    await harness.finish()
  }

  @Test func rejectAndUndoRecordDecisionsWithoutTouchingBaselines() async throws {
    let harness = try await ReviewServerHarness.start(ReviewServerHarness.recordActualHash)
    defer { harness.fixture.folder.remove() }
    let snapshots = FolderState(of: harness.fixture.root.appendingPathComponent("Snapshots"))
    let file = harness.fixture.artifacts.appendingPathComponent(ReviewDecisions.fileName)
    let rejected = try await harness.client.post(
      "/api/reject", ids: [ReviewServerHarness.layoutID], token: harness.token)
    #expect(rejected.status == 200)
    #expect((rejected.json?["results"] as? [[String: Any]])?.first?["outcome"] as? String == "rejected")
    var decisions = try ReviewDecisions.decoded(from: Data(contentsOf: file), file: file.path)
    #expect(decisions.decisions == [ReviewServerHarness.layoutID: .rejected])
    let state = try await harness.client.send("GET", "/api/state\(harness.query)")
    let counts = (state.json?["state"] as? [String: Any])?["counts"] as? [String: Int]
    #expect(
      counts == ["failed": 2, "changed": 0, "new": 1, "reviewable": 3, "accepted": 0, "rejected": 1, "undecided": 2])

    let undone = try await harness.client.post("/api/undo", ids: [ReviewServerHarness.layoutID], token: harness.token)
    #expect((undone.json?["results"] as? [[String: Any]])?.first?["outcome"] as? String == "undone")
    decisions = try ReviewDecisions.decoded(from: Data(contentsOf: file), file: file.path)
    #expect(decisions.decisions.isEmpty)
    #expect(FolderState(of: harness.fixture.root.appendingPathComponent("Snapshots")) == snapshots)

    // An accept wrote a baseline: undo and reject refuse it (409) rather than pretend.
    _ = try await harness.client.post("/api/accept", ids: [ReviewServerHarness.imageID], token: harness.token)
    #expect(
      try await harness.client.post("/api/undo", ids: [ReviewServerHarness.imageID], token: harness.token).status == 409
    )
    #expect(
      try await harness.client.post("/api/reject", ids: [ReviewServerHarness.imageID], token: harness.token).status
        == 409)
    // Decisions survive a restart of the server.
    harness.server.stop()
    let restarted = try await ReviewServerProcess.start(
      packageRoot: harness.fixture.root, artifacts: harness.fixture.artifacts)
    let after = try await RawHTTPClient(port: restarted.port).send("GET", "/api/state?token=\(restarted.token)")
    let kept = (after.json?["state"] as? [String: Any])?["decisions"] as? [String: String]
    #expect(kept == [ReviewServerHarness.imageID: "accepted"])
    restarted.stop()
  }

  @Test func concurrentAcceptsOfOneCardWriteOnce() async throws {
    let harness = try await ReviewServerHarness.start(ReviewServerHarness.recordActualHash)
    defer { harness.fixture.folder.remove() }
    let client = harness.client
    let token = harness.token
    let responses = try await withThrowingTaskGroup(of: RawHTTPClient.Response.self) { group in
      for _ in 0..<8 {
        group.addTask { try await client.post("/api/accept", ids: [ReviewServerHarness.imageID], token: token) }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(responses.count == 8)
    let outcomes = responses.compactMap { ($0.json?["results"] as? [[String: Any]])?.first?["outcome"] as? String }
    #expect(responses.allSatisfy { $0.status == 200 })
    #expect(outcomes.count == 8, "every response is well-formed JSON with a result")
    #expect(outcomes.filter { $0 == "written" }.count == 1)
    #expect(outcomes.filter { $0 == "unchanged" }.count == 7)
    let written = try #require(harness.fixture.contents(ReviewServerHarness.imageBaseline))
    let blue = try ReviewFixture.image(RGBAColor(red: 0, green: 0, blue: 255))
    #expect(try PNGCodec.decode(written).pixelHash == blue.pixelHash)
    // No temporary file is left in Snapshots/.
    let leftovers = FolderState(of: harness.fixture.root.appendingPathComponent("Snapshots")).files.keys
      .filter { $0.hasSuffix(".tmp") }
    #expect(leftovers.isEmpty)
    await harness.finish()
  }

  @Test func urlSessionTalksToTheServer() async throws {
    let harness = try await ReviewServerHarness.start()
    defer { harness.fixture.folder.remove() }
    let url = try #require(URL(string: harness.server.url))
    #expect(harness.server.url.hasPrefix("http://127.0.0.1:\(harness.server.port)/?token="))
    let (data, response) = try await URLSession.shared.data(for: URLRequest(url: url, timeoutInterval: 60))
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    #expect(String(decoding: data, as: UTF8.self).contains("Kagami snapshot report"))
    await harness.finish()
  }

  @Test func tokensAreRandom32HexDigits() {
    let tokens = (0..<16).map { _ in ReviewToken.random() }
    #expect(Set(tokens).count == 16)
    for token in tokens {
      #expect(token.count == 32)
      #expect(token.allSatisfy { "0123456789abcdef".contains($0) })
    }
    #expect(ReviewToken.matches(tokens[0], tokens[0]))
    #expect(!ReviewToken.matches(tokens[1], tokens[0]))
    #expect(!ReviewToken.matches(nil, tokens[0]))
    #expect(!ReviewToken.matches(String(tokens[0].dropLast()), tokens[0]))
  }

  @Test func anEmptyArtifactsFolderIsAClearError() async throws {
    let fixture = try ReviewFixture()
    defer { fixture.folder.remove() }
    let empty = fixture.root.appendingPathComponent("no-artifacts")
    await #expect {
      _ = try await ReviewServer.start(packageRoot: fixture.root, artifactsFolder: empty)
    } throws: { "\($0)".contains(empty.path) }
    // `kagami review` says so too, and exits.
    await #expect {
      _ = try await ReviewServerProcess.start(packageRoot: fixture.root, artifacts: empty)
    } throws: { "\($0)".contains(empty.path) }
  }

  /// The `data-ref`, `data-act` and `data-diff` links of a page.
  static func links(in html: String) -> [String] {
    let pattern = try! NSRegularExpression(pattern: "data-(?:ref|act|diff)=\"([^\"]+)\"")
    let range = NSRange(html.startIndex..., in: html)
    return pattern.matches(in: html, range: range).compactMap { match in
      Range(match.range(at: 1), in: html).map { String(html[$0]) }
    }
  }
}
