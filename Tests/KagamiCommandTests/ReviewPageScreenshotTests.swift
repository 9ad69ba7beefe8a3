import Foundation
import KagamiBrowser
import KagamiImage
import KagamiTestSupport
import Testing

/// `kagami review` with real screens, in headless Chromium: one card accepted, one rejected, and a
/// screenshot of the page (`KAGAMI_REVIEW_SCREENSHOT=path` keeps it, for Docs/review.md).
@Suite(.serialized) struct ReviewPageScreenshotTests {
  @Test func theReviewPageAfterAcceptAndReject() async throws {
    let chromium = try ChromiumSession()
    defer { chromium.close() }
    let fixture = try ReviewFixture()
    defer { fixture.folder.remove() }
    try fixture.replaceFailedImagesWithRenderedScreens()
    let server = try await ReviewServerProcess.start(packageRoot: fixture.root, artifacts: fixture.artifacts)
    defer { server.stop() }
    let page = try chromium.open(try #require(URL(string: server.url)), width: 1200, height: 900)
    try page.wait(until: "document.getElementById('review-counts').textContent.includes('to review')", "the state")
    let image = "ShopTests/Cart/total.iPhone15.light.png"
    let layout = "ShopTests/Cart/total.iPhone15.light.layout"
    try page.click(".card[data-id=\"\(layout)\"] [data-action=reject]")
    try page.wait(
      until: "document.querySelector('.card[data-id=\"\(layout)\"]').dataset.decision==='rejected'", "reject")
    try page.click(".card[data-id=\"\(image)\"] [data-action=accept]")
    try page.wait(
      until: "document.querySelector('.card[data-id=\"\(image)\"]').dataset.decision==='accepted'", "accept")
    #expect(
      try page.string("document.getElementById('review-counts').textContent") == "1 to review · 1 accepted · 1 rejected"
    )
    // The accepted baseline holds the actual screen now.
    let actual = try PNGCodec.decode(try #require(fixture.contents(".build/kagami/artifacts/\(image).actual.png")))
    let baseline = try PNGCodec.decode(try #require(fixture.contents("Snapshots/\(image)")))
    #expect(baseline.pixelHash == actual.pixelHash)
    try page.evaluate("window.scrollTo(0,0)")
    let shot = try PNGCodec.decode(page.screenshot())
    #expect(shot.width == 1200 && shot.height == 900)
    #expect(shot.count(of: (0x0A, 0x7D, 0x32)) > 100, "no green accepted mark on the screenshot")
    #expect(shot.count(of: (0xD7, 0x00, 0x15)) > 50, "no red 'failed' badge on the screenshot")
    if let keep = ProcessInfo.processInfo.environment["KAGAMI_REVIEW_SCREENSHOT"] {
      try PNGCodec.encode(shot).write(to: URL(fileURLWithPath: keep), options: .atomic)
    }
  }
}
