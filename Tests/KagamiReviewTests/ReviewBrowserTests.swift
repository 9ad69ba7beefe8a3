import Foundation
import KagamiBrowser
import KagamiImage
import KagamiResults
import KagamiTestSupport
import Testing

/// `kagami review` as a person uses it: its page in headless Chromium (driven over the DevTools
/// pipe), buttons clicked and keys pressed, and the baselines and decisions checked on disk. (The
/// screenshot in Docs/review.md comes from KagamiCommandTests' ReviewPageScreenshotTests.)
@Suite(.serialized) struct ReviewBrowserTests {
  static let image = ReviewServerHarness.imageID
  static let layout = ReviewServerHarness.layoutID
  static let new = "ShopTests/Checkout/pay_now.iPhone15.dark.png"

  /// The review page of a fresh fixture (the failed image's record carries its real hash), loaded
  /// once the decisions came from the server.
  func open(_ chromium: ChromiumSession, runner: URL? = nil) async throws -> (ReviewServerHarness, ChromiumPage) {
    let harness = try await ReviewServerHarness.start(runner: runner, ReviewServerHarness.recordActualHash)
    let page = try chromium.open(try #require(URL(string: harness.server.url)), width: 1200, height: 900)
    try page.wait(until: "document.getElementById('review-counts').textContent.includes('to review')", "the state")
    return (harness, page)
  }

  /// `data-decision` of the card `id` ("" when undecided).
  func decision(_ id: String, _ page: ChromiumPage) throws -> String {
    try page.string("document.querySelector('.card[data-id=\"\(id)\"]').dataset.decision||''")
  }

  @Test func acceptOnAChangedCardWritesItsBaseline() async throws {
    let chromium = try ChromiumSession()
    defer { chromium.close() }
    let (harness, page) = try await open(chromium)
    defer { harness.fixture.folder.remove() }
    #expect(
      try page.string("document.getElementById('review-counts').textContent") == "3 to review · 0 accepted · 0 rejected"
    )
    try page.click(".card[data-id=\"\(Self.image)\"] [data-action=accept]")
    try page.wait(
      until: "document.querySelector('.card[data-id=\"\(Self.image)\"]').dataset.decision==='accepted'", "the accept")
    let baseline = try #require(harness.fixture.contents(ReviewServerHarness.imageBaseline))
    let blue = try ReviewFixture.image(RGBAColor(red: 0, green: 0, blue: 255))
    #expect(try PNGCodec.decode(baseline).pixelHash == blue.pixelHash, "the actual image is the baseline now")
    #expect(
      try page.string("document.getElementById('review-counts').textContent") == "2 to review · 1 accepted · 0 rejected"
    )
    #expect(
      try page.string("document.querySelector('.card[data-id=\"\(Self.image)\"] .review-message').textContent")
        .contains("wrote Snapshots/\(Self.image)"))
    // No reload happened: a marker set before the click is still there.
    try page.evaluate("window.kagamiMarker=1")
    try page.click(".card[data-id=\"\(Self.layout)\"] [data-action=reject]")
    try page.wait(
      until: "document.querySelector('.card[data-id=\"\(Self.layout)\"]').dataset.decision==='rejected'", "the reject")
    #expect(try page.int("window.kagamiMarker") == 1)
    await harness.finish()
  }

  @Test func rejectIsRecordedAndUndone() async throws {
    let chromium = try ChromiumSession()
    defer { chromium.close() }
    let (harness, page) = try await open(chromium)
    defer { harness.fixture.folder.remove() }
    let snapshots = FolderState(of: harness.fixture.root.appendingPathComponent("Snapshots"))
    let file = harness.fixture.artifacts.appendingPathComponent(ReviewDecisions.fileName)
    try page.click(".card[data-id=\"\(Self.layout)\"] [data-action=reject]")
    try page.wait(
      until: "document.querySelector('.card[data-id=\"\(Self.layout)\"]').dataset.decision==='rejected'", "the reject")
    var saved = try ReviewDecisions.decoded(from: Data(contentsOf: file), file: file.path)
    #expect(saved.decisions == [Self.layout: .rejected])
    #expect(
      try page.evaluate("document.querySelector('.card[data-id=\"\(Self.layout)\"] [data-action=undo]').hidden")
        as? Bool == false)
    try page.click(".card[data-id=\"\(Self.layout)\"] [data-action=undo]")
    try page.wait(until: "!document.querySelector('.card[data-id=\"\(Self.layout)\"]').dataset.decision", "the undo")
    saved = try ReviewDecisions.decoded(from: Data(contentsOf: file), file: file.path)
    #expect(saved.decisions.isEmpty)
    #expect(
      FolderState(of: harness.fixture.root.appendingPathComponent("Snapshots")) == snapshots, "no baseline changed")
    await harness.finish()
  }

  @Test func acceptAllInThisTargetAcceptsEveryCardOfTheTarget() async throws {
    let chromium = try ChromiumSession()
    defer { chromium.close() }
    let (harness, page) = try await open(chromium)
    defer { harness.fixture.folder.remove() }
    #expect(
      try page.string("document.querySelector('button[data-accept-target]').textContent")
        == "Accept all in this target (3)")
    try page.click("button[data-accept-target]")
    try page.wait(until: "document.getElementById('review-counts').textContent.startsWith('0 to review')", "accept all")
    for id in [Self.image, Self.layout, Self.new] { #expect(try decision(id, page) == "accepted", "\(id)") }
    #expect(
      harness.fixture.contents("Snapshots/\(Self.layout)")
        == harness.fixture.contents(".build/kagami/artifacts/\(Self.layout).actual.txt"))
    let baseline = try #require(harness.fixture.contents(ReviewServerHarness.imageBaseline))
    #expect(
      try PNGCodec.decode(baseline).pixelHash == ReviewFixture.image(RGBAColor(red: 0, green: 0, blue: 255)).pixelHash)
    #expect(try page.evaluate("document.querySelector('button[data-accept-target]').disabled") as? Bool == true)
    #expect(try page.string("document.getElementById('review-status').textContent") == "3 of 3 done")
    await harness.finish()
  }

  @Test func keysMoveAcceptAndReject() async throws {
    let chromium = try ChromiumSession()
    defer { chromium.close() }
    let (harness, page) = try await open(chromium)
    defer { harness.fixture.folder.remove() }
    let order = try #require(
      try page.evaluate("[...document.querySelectorAll('.card[data-review]')].map(c=>c.dataset.id)") as? [String])
    #expect(order.count == 3)
    try page.press("j")
    #expect(try page.string("document.querySelector('.card.current').dataset.id") == order[0])
    try page.press("r")
    try page.wait(until: "document.querySelector('.card[data-id=\"\(order[0])\"]').dataset.decision==='rejected'", "r")
    try page.press("u")
    try page.wait(until: "!document.querySelector('.card[data-id=\"\(order[0])\"]').dataset.decision", "u")
    try page.press("j")
    try page.press("j")
    try page.press("k")
    #expect(try page.string("document.querySelector('.card.current').dataset.id") == order[1])
    try page.press("a")
    try page.wait(until: "document.querySelector('.card[data-id=\"\(order[1])\"]').dataset.decision==='accepted'", "a")
    #expect(try decision(order[0], page) == "" && decision(order[2], page) == "")
    // Keys typed into the search box search; they decide nothing.
    try page.press("/")
    try page.press("r")
    #expect(try decision(order[0], page) == "")
    #expect(try page.string("document.querySelector('[data-filter=q]').value") == "r")
    await harness.finish()
  }

  @Test func rerunStreamsIntoThePageRefusesASecondClickAndReloads() async throws {
    let runner = try ReviewServerHarness.FakeRunner(steps: 6, status: 0)
    defer { runner.remove() }
    let chromium = try ChromiumSession()
    defer { chromium.close() }
    let (harness, page) = try await open(chromium, runner: runner.url)
    defer { harness.fixture.folder.remove() }
    #expect(try page.string("document.getElementById('rerun').textContent") == "Re-run shown targets (1)")
    try page.evaluate("window.kagamiMarker=1")
    try page.click("#rerun")
    try page.wait(until: "document.getElementById('rerun-log').textContent.includes('progress 1')", "streamed lines")
    #expect(
      try page.string("document.getElementById('rerun-log').textContent").contains("--record never --target ShopTests"))
    try page.click("#rerun")
    try page.wait(
      until: "document.getElementById('review-status').textContent.includes('is still going')", "the refusal")
    #expect(try page.int("window.kagamiMarker") == 1, "no reload while the run goes on")
    runner.release()
    // When the run ends the page reloads (the marker is gone) and shows the cards again.
    try page.wait(until: "window.kagamiMarker===undefined&&document.readyState==='complete'", timeout: 60, "the reload")
    try page.wait(until: "document.getElementById('review-counts').textContent.includes('to review')", "the state")
    #expect(try page.evaluate("document.getElementById('rerun-log').hidden") as? Bool == true)
    await harness.finish()
  }

  @Test func acceptAllShownFollowsTheFilters() async throws {
    let chromium = try ChromiumSession()
    defer { chromium.close() }
    let (harness, page) = try await open(chromium)
    defer { harness.fixture.folder.remove() }
    let before = harness.fixture.contents(ReviewServerHarness.imageBaseline)
    #expect(try page.string("document.getElementById('accept-shown').textContent") == "Accept all shown (3)")
    try page.evaluate(
      "(function(){const s=document.querySelector('select[data-filter=scheme]');s.value='dark';s.dispatchEvent(new Event('change'));})()"
    )
    try page.wait(
      until: "document.getElementById('accept-shown').textContent==='Accept all shown (1)'", "the filtered label")
    #expect(try page.string("document.getElementById('shown').textContent") == "1 of 4 shown")
    try page.click("#accept-shown")
    try page.wait(
      until: "document.getElementById('review-counts').textContent.startsWith('2 to review')", "accept shown")
    #expect(try decision(Self.new, page) == "accepted")
    #expect(try decision(Self.image, page) == "", "a hidden card is not accepted")
    #expect(harness.fixture.contents(ReviewServerHarness.imageBaseline) == before)
    #expect(try page.evaluate("document.getElementById('accept-shown').disabled") as? Bool == true)
    await harness.finish()
  }
}
