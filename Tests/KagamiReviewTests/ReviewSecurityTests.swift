import Foundation
import KagamiImage
import KagamiResults
import KagamiTestSupport
import Testing

/// Every refusal of `kagami review`'s security rules, each proven with real HTTP requests to a server
/// on a free port, and each checked to leave every file of the package as it was.
@Suite struct ReviewSecurityTests {
  @Test func missingOrWrongTokenIs403() async throws {
    let harness = try await ReviewServerHarness.start()
    defer { harness.fixture.folder.remove() }
    let before = harness.files()
    #expect(try await harness.client.send("GET", "/").status == 403)
    #expect(try await harness.client.send("GET", "/?token=" + String(repeating: "0", count: 32)).status == 403)
    #expect(try await harness.client.send("GET", "/?token=\(harness.token.prefix(31))").status == 403)
    #expect(try await harness.client.send("GET", "/api/state").status == 403)
    let asset = "/snapshots/\(ReviewServerHarness.imageID)"
    #expect(try await harness.client.send("GET", asset).status == 403)
    let forged = try await harness.client.post("/api/accept", ids: [ReviewServerHarness.imageID], token: "f00d")
    #expect(forged.status == 403)
    #expect(forged.json?["error"] as? String != nil)
    let noToken = try await harness.client.send(
      "POST", "/api/accept", headers: ["Content-Type": "application/json"],
      body: Data("{\"ids\":[\"\(ReviewServerHarness.imageID)\"]}".utf8))
    #expect(noToken.status == 403)
    // The right token, in the query or the header, is let in.
    #expect(try await harness.client.send("GET", "/\(harness.query)").status == 200)
    #expect(
      try await harness.client.send("GET", "/api/state", headers: ["X-Kagami-Token": harness.token]).status == 200)
    #expect(harness.files() == before)
    await harness.finish()
  }

  @Test func foreignHostOrOriginIs403() async throws {
    let harness = try await ReviewServerHarness.start()
    defer { harness.fixture.folder.remove() }
    let before = harness.files()
    let port = harness.server.port
    let client = harness.client
    let page = "/\(harness.query)"
    for host in ["evil.example", "evil.example:\(port)", "127.0.0.1:\(port &+ 1)", "127.0.0.2:\(port)", "localhost"] {
      #expect(try await client.send("GET", page, headers: ["Host": host]).status == 403, "Host \(host)")
    }
    #expect(try await client.send("GET", page, headers: ["Host": ""]).status == 403, "no Host")
    for origin in ["http://evil.example", "http://127.0.0.1:\(port &+ 1)", "null", "https://127.0.0.1:\(port)"] {
      let response = try await client.post(
        "/api/accept", ids: [ReviewServerHarness.imageID], token: harness.token, headers: ["Origin": origin])
      #expect(response.status == 403, "Origin \(origin)")
    }
    #expect(harness.files() == before)
    // Both names of the loopback address, as Host and as Origin, are let in.
    #expect(try await client.send("GET", page, headers: ["Host": "localhost:\(port)"]).status == 200)
    #expect(try await client.send("GET", page, headers: ["Origin": "http://localhost:\(port)"]).status == 200)
    #expect(try await client.send("GET", page, headers: ["Origin": "http://127.0.0.1:\(port)"]).status == 200)
    await harness.finish()
  }

  @Test func stateChangingEndpointsRefuseGetAndNonJSON() async throws {
    let harness = try await ReviewServerHarness.start()
    defer { harness.fixture.folder.remove() }
    let before = harness.files()
    for endpoint in ["/api/accept", "/api/reject", "/api/undo"] {
      let response = try await harness.client.send(
        "GET", "\(endpoint)\(harness.query)&ids=\(ReviewServerHarness.imageID)")
      #expect(response.status == 405, "GET \(endpoint)")
      #expect(response.headers["allow"] == "POST")
      let put = try await harness.client.send("PUT", endpoint, headers: ["X-Kagami-Token": harness.token])
      #expect(put.status == 405, "PUT \(endpoint)")
      // A form post (what a foreign page could send without a preflight) is refused too.
      let form = try await harness.client.send(
        "POST", endpoint,
        headers: ["X-Kagami-Token": harness.token, "Content-Type": "application/x-www-form-urlencoded"],
        body: Data("ids=\(ReviewServerHarness.imageID)".utf8))
      #expect(form.status == 415, "form POST \(endpoint)")
    }
    #expect(
      try await harness.client.send("POST", "/api/state", headers: ["X-Kagami-Token": harness.token]).status == 405)
    #expect(try await harness.client.send("POST", "/", headers: ["X-Kagami-Token": harness.token]).status == 405)
    let malformed = try await harness.client.send(
      "POST", "/api/accept", headers: ["X-Kagami-Token": harness.token, "Content-Type": "application/json"],
      body: Data("{\"ids\": \"not a list\"}".utf8))
    #expect(malformed.status == 400)
    #expect(harness.files() == before)
    await harness.finish()
  }

  @Test func assetPathsThatEscapeAreRefusedUnread() async throws {
    // A secret outside the package, and a symbolic link to it inside Snapshots/.
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent("kagami-review-secret-\(UUID())")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: outside) }
    try Data("top secret".utf8).write(to: outside.appendingPathComponent("secret.txt"))
    let harness = try await ReviewServerHarness.start { fixture in
      try FileManager.default.createSymbolicLink(
        at: fixture.root.appendingPathComponent("Snapshots/escape"), withDestinationURL: outside)
    }
    defer { harness.fixture.folder.remove() }
    let query = harness.query
    let targets = [
      "/artifacts/../../../Package.swift", "/artifacts/%2e%2e/%2e%2e/%2e%2e/Package.swift",
      "/artifacts/%2E%2E%2F%2E%2E%2Fsecret.txt", "/snapshots/..%2f..%2f..%2fetc%2fpasswd",
      "/snapshots/%2Fetc%2Fpasswd", "/snapshots//etc/passwd", "/artifacts/./run.json",
      "/snapshots/escape/secret.txt", "/snapshots/ShopTests/..", "/artifacts/a%00b",
      "/snapshots/ShopTests%5C..%5C..%5Csecret.txt",
    ]
    for target in targets {
      let response = try await harness.client.send("GET", target + query)
      #expect([400, 404].contains(response.status), "\(target) answered \(response.status)")
      #expect(!response.text.contains("top secret") && !response.text.contains("root:"), "\(target) leaked")
    }
    // The same folders' real files are served.
    let actual = "\(ReviewServerHarness.imageID).actual.png"
    let served = try await harness.client.send("GET", "/artifacts/\(actual)\(query)")
    #expect(served.status == 200)
    #expect(served.headers["content-type"] == "image/png")
    #expect(served.body == harness.fixture.contents(".build/kagami/artifacts/\(actual)"))
    await harness.finish()
  }

  @Test func idsThatEscapeAreRefusedAndNothingIsWritten() async throws {
    let harness = try await ReviewServerHarness.start { fixture in
      // A hostile record whose baseline path leads out of Snapshots/.
      try fixture.record(
        SnapshotResultRecord(
          testTarget: "ShopTests", suite: "Evil", test: "x", variant: "v", format: "image",
          file: "Sources/evil.png", status: .failed, recordMode: "never", recorded: false,
          fingerprint: ReviewFixture.fingerprint, artifacts: ["../../../escape.actual.png"]),
        as: "ShopTests/Evil/x.png")
    }
    defer { harness.fixture.folder.remove() }
    let before = harness.files()
    let hostile = [
      "../../Package.swift", "/etc/passwd", "ShopTests/../../../evil.png", "Snapshots/../evil.png",
      "ShopTests/Cart/./total.iPhone15.light.png", "../evil.png",
    ]
    for endpoint in ["/api/accept", "/api/reject", "/api/undo"] {
      for id in hostile {
        let response = try await harness.client.post(endpoint, ids: [id], token: harness.token)
        #expect(response.status == 400, "\(endpoint) \(id) answered \(response.status)")
        let results = response.json?["results"] as? [[String: Any]]
        #expect(results?.first?["refusal"] as? String == "invalidPath", "\(endpoint) \(id)")
      }
      // A good ID beside a bad one is not written either (all or nothing).
      let mixed = try await harness.client.post(
        endpoint, ids: [ReviewServerHarness.imageID, "../x.png"], token: harness.token)
      #expect(mixed.status == 400)
    }
    // The record's own baseline path is checked too: a record naming a file outside Snapshots/.
    let evil = try await harness.client.post("/api/accept", ids: ["Sources/evil.png"], token: harness.token)
    #expect(evil.status == 400)
    #expect((evil.json?["results"] as? [[String: Any]])?.first?["refusal"] as? String == "invalidPath")
    // An unknown (but well-formed) ID is 404.
    let unknown = try await harness.client.post("/api/accept", ids: ["ShopTests/Nope/x.png"], token: harness.token)
    #expect(unknown.status == 404)
    #expect(harness.files() == before)
    await harness.finish()
  }

  @Test func staleArtifactsAre409AndNothingIsWritten() async throws {
    let harness = try await ReviewServerHarness.start { fixture in
      try ReviewServerHarness.recordActualHash(fixture)
      // The actual image changed after the run: its pixels no longer hash to the record's actualHash.
      let green = try ReviewFixture.image(RGBAColor(red: 0, green: 255, blue: 0))
      try fixture.write(
        ".build/kagami/artifacts/\(ReviewServerHarness.imageID).actual.png", PNGCodec.encode(green, options: .fast))
    }
    defer { harness.fixture.folder.remove() }
    let before = harness.files()
    let response = try await harness.client.post(
      "/api/accept", ids: [ReviewServerHarness.imageID], token: harness.token)
    #expect(response.status == 409)
    let result = (response.json?["results"] as? [[String: Any]])?.first
    #expect(result?["refusal"] as? String == "staleArtifact")
    #expect((result?["message"] as? String)?.contains("changed since the run") == true)
    #expect(harness.files() == before)
    await harness.finish()
  }
}
