import Foundation
import KagamiBrowser
import KagamiDiff
import KagamiImage
import KagamiResults
import KagamiTestSupport
import Testing

/// One change, one decision, in the browser: a run whose failures form two change groups and one
/// lone failure is accepted with three clicks, and every baseline is written.
@Suite(.serialized) struct ReviewGroupBrowserTests {
  static let recolour = ChangeCause(
    kind: .layout, key: "colour #ff0000ff → #0000ffff", summary: "colour #ff0000 → #0000ff")
  static let grown = ChangeCause(kind: .layout, key: "#title size 20x4 → 20x6", summary: "#title size 20x4 → 20x6")

  /// Adds `count` failed images with `cause` (suite `suite`) to the fixture, each with its artifacts.
  static func addFailures(_ fixture: ReviewFixture, suite: String, count: Int, cause: ChangeCause) throws {
    let red = try ReviewFixture.image(RGBAColor(red: 255, green: 0, blue: 0))
    let blue = try ReviewFixture.image(RGBAColor(red: 0, green: 0, blue: 255))
    for index in 0..<count {
      let id = "ShopTests/\(suite)/screen\(index).iPhone15.light.png"
      try fixture.writeBaseline("Snapshots/\(id)", red)
      try fixture.write(".build/kagami/artifacts/\(id).reference.png", PNGCodec.encode(red, options: .fast))
      try fixture.write(".build/kagami/artifacts/\(id).actual.png", PNGCodec.encode(blue, options: .fast))
      try fixture.write(".build/kagami/artifacts/\(id).diff.png", PNGCodec.encode(red, options: .fast))
      try fixture.record(
        SnapshotResultRecord(
          testTarget: "ShopTests", suite: suite, test: "screen\(index)", variant: "iPhone15.light", format: "image",
          file: "Snapshots/\(id)", status: .failed, recordMode: "never", recorded: false,
          message: "24 of 24 pixels differ", width: 6, height: 4, mismatchedPixels: 24, totalPixels: 24,
          actualHash: blue.pixelHash.hex, fingerprint: ReviewFixture.fingerprint,
          baselineFingerprint: ReviewFixture.fingerprint, cause: cause,
          artifacts: ["\(id).reference.png", "\(id).actual.png", "\(id).diff.png"]), as: id)
    }
  }

  @Test func twoGroupsAndALoneFailureTakeThreeClicks() async throws {
    let harness = try await ReviewServerHarness.start { fixture in
      try ReviewServerHarness.recordActualHash(fixture)
      try Self.addFailures(fixture, suite: "Recoloured", count: 12, cause: Self.recolour)
      try Self.addFailures(fixture, suite: "Grown", count: 5, cause: Self.grown)
    }
    defer { harness.fixture.folder.remove() }
    let chromium = try ChromiumSession()
    defer { chromium.close() }
    let page = try chromium.open(try #require(URL(string: harness.server.url)), width: 1200, height: 900)
    try page.wait(until: "document.getElementById('review-counts').textContent.includes('to review')", "the state")
    // The page opens on the groups, largest first.
    #expect(
      try page.string("[...document.querySelectorAll('section.change')].map(s=>s.dataset.group).join(' ')")
        == "\(Self.recolour.id) \(Self.grown.id)")
    #expect(
      try page.string("document.querySelector('section.change h2').textContent").contains("12 failed, one change"))
    #expect(
      try page.string("document.querySelector('section.change button[data-accept-target]').textContent")
        == "Accept this change (12)")
    for group in [Self.recolour.id, Self.grown.id] {
      try page.click("section.change[data-group=\"\(group)\"] button[data-accept-target]")
      try page.wait(
        until: "[...document.querySelectorAll('section[data-group=\"\(group)\"] .card[data-review]')]"
          + ".every(c=>c.dataset.decision==='accepted')", "the group \(group)")
    }
    try page.click(".card[data-id=\"\(ReviewServerHarness.imageID)\"] [data-action=accept]")
    try page.wait(
      until:
        "document.querySelector('.card[data-id=\"\(ReviewServerHarness.imageID)\"]').dataset.decision==='accepted'",
      "the lone accept")
    let blue = try ReviewFixture.image(RGBAColor(red: 0, green: 0, blue: 255))
    for (suite, count) in [("Recoloured", 12), ("Grown", 5)] {
      for index in 0..<count {
        let baseline = try #require(
          harness.fixture.contents("Snapshots/ShopTests/\(suite)/screen\(index).iPhone15.light.png"))
        #expect(try PNGCodec.decode(baseline).pixelHash == blue.pixelHash, "\(suite) \(index) accepted")
      }
    }
    #expect(
      try page.string("document.getElementById('review-counts').textContent").hasSuffix("18 accepted · 0 rejected"))
    await harness.finish()
  }

  @Test func theAPIAcceptsAGroupAllOrNothing() async throws {
    let harness = try await ReviewServerHarness.start { fixture in
      try Self.addFailures(fixture, suite: "Recoloured", count: 3, cause: Self.recolour)
    }
    defer { harness.fixture.folder.remove() }
    let body = { (groups: [String]) in try JSONSerialization.data(withJSONObject: ["groups": groups]) }
    let headers = ["Content-Type": "application/json", "X-Kagami-Token": harness.token]
    let before = harness.files()
    let unknown = try await harness.client.send(
      "POST", "/api/accept-group", headers: headers, body: body(["0123456789ab"]))
    #expect(unknown.status == 404)
    #expect((unknown.json?["error"] as? String) == "no failure group '0123456789ab' in this run")
    #expect(harness.files() == before)
    // A member whose actual image changed since the page loaded: the whole group is refused.
    let stale = ".build/kagami/artifacts/ShopTests/Recoloured/screen1.iPhone15.light.png.actual.png"
    let original = try #require(harness.fixture.contents(stale))
    try harness.fixture.write(
      stale, PNGCodec.encode(try ReviewFixture.image(RGBAColor(red: 0, green: 255, blue: 0)), options: .fast))
    let refused = try await harness.client.send(
      "POST", "/api/accept-group", headers: headers, body: body([Self.recolour.id]))
    #expect(refused.status == 409)
    #expect(
      harness.fixture.contents("Snapshots/ShopTests/Recoloured/screen0.iPhone15.light.png")
        == before.files["Snapshots/ShopTests/Recoloured/screen0.iPhone15.light.png"], "nothing accepted")
    try harness.fixture.write(stale, original)
    let accepted = try await harness.client.send(
      "POST", "/api/accept-group", headers: headers, body: body([Self.recolour.id]))
    #expect(accepted.status == 200)
    let outcomes = (accepted.json?["results"] as? [[String: Any]])?.compactMap { $0["outcome"] as? String }
    #expect(outcomes == ["written", "written", "written"])
    await harness.finish()
  }
}
