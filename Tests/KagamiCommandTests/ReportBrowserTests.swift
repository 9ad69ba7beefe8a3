import Foundation
import KagamiBrowser
import KagamiDiff
import KagamiImage
import KagamiLayout
import KagamiRenderer
import KagamiResults
import KagamiSampleScreens
import KagamiTestSupport
import Testing

/// The report as a person sees it: `kagami report`'s page loaded in headless Chromium, its DOM after
/// the script ran, and a screenshot (`KAGAMI_REPORT_SCREENSHOT=path` keeps it, for Docs/review.md).
@Suite(.serialized) struct ReportBrowserTests {
  @Test func theReportWorksInARealBrowser() throws {
    let chromium = try HeadlessChromium()
    let fixture = try ReviewFixture()
    defer { fixture.folder.remove() }
    try fixture.replaceFailedImagesWithRenderedScreens()
    let run = try KagamiBinary.run(["report"], in: fixture.root)
    #expect(run.status == 0, "\(run.standardError)")
    let page = fixture.artifacts.appendingPathComponent("report/index.html")

    let dom = try chromium.dumpDOM(page)
    #expect(dom.contains(#"<span id="count-failed"><span class="badge failed">failed</span>2</span>"#))
    #expect(dom.contains(#"data-ready="1""#), "the script set up no compare view")
    #expect(dom.contains(#"<img loading="lazy" src="../ShopTests/Cart/total.iPhone15.light.png.reference.png""#))
    #expect(dom.contains("<figcaption>Actual</figcaption>"))
    #expect(dom.contains(#"<button data-mode="side" class="on">"#))
    let passed = try #require(dom.range(of: #"data-status="passed""#))
    #expect(!dom[passed.lowerBound...].prefix(600).contains("data-ready"), "collapsed snapshots load no image")

    let modes = [
      "diff": "<figcaption>Diff</figcaption>", "slider": "clip-path: inset(0px 0px 0px 50%)",
      "blend": "opacity: 0.5", "toggle": "Reference (click to toggle)",
    ]
    for mode in modes.keys.sorted() {
      let modeDOM = try chromium.dumpDOM(URL(string: page.absoluteString + "#mode=\(mode)")!)
      #expect(modeDOM.contains(#"<button data-mode="\#(mode)" class="on">"#), "mode \(mode) not selected")
      #expect(modeDOM.contains(modes[mode]!), "mode \(mode) did not draw its view")
    }
    // The diff of the changed region sits where the record's `diffRegion` puts it.
    let diffDOM = try chromium.dumpDOM(URL(string: page.absoluteString + "#mode=diff")!)
    #expect(diffDOM.contains(#"class="region""#) && diffDOM.contains("left: "), "the diff was not placed")

    let diffShot = try screenshot(chromium, page, mode: "diff", in: fixture)
    #expect(diffShot.count(of: (255, 0, 0)) > 100, "the diff image is not on the screenshot")
    let sideShot = try screenshot(chromium, page, mode: "side", in: fixture)
    #expect(sideShot.count(of: (0xD7, 0x00, 0x15)) > 50, "no red 'failed' badge on the screenshot")
    #expect(sideShot.count(of: (255, 0, 0)) < 10, "side by side shows no diff image")
    if let keep = ProcessInfo.processInfo.environment["KAGAMI_REPORT_SCREENSHOT"] {
      try PNGCodec.encode(sideShot).write(to: URL(fileURLWithPath: keep), options: .atomic)
    }
  }

  @Test func filtersFromTheAddressHideTheOtherCards() throws {
    let chromium = try HeadlessChromium()
    let fixture = try ReviewFixture()
    defer { fixture.folder.remove() }
    let run = try KagamiBinary.run(["report"], in: fixture.root)
    #expect(run.status == 0, "\(run.standardError)")
    let page = fixture.artifacts.appendingPathComponent("report/index.html")
    /// The opening tag of the card for `id` in `dom`.
    func card(_ id: String, in dom: String) -> String? {
      guard let at = dom.range(of: #"data-id="\#(id)""#) else { return nil }
      let start = dom[..<at.lowerBound].range(of: "<div", options: .backwards)!.lowerBound
      return String(dom[start..<dom[at.lowerBound...].firstIndex(of: ">")!])
    }
    let all = try chromium.dumpDOM(page)
    #expect(all.contains(#"<span id="shown">4 of 4 shown</span>"#))
    #expect(all.contains(#"<option value="failed">failed</option>"#) && all.contains(#"<option value="iPhone15">"#))

    let passed = try chromium.dumpDOM(URL(string: page.absoluteString + "#status=passed")!)
    #expect(passed.contains(#"<span id="shown">1 of 4 shown</span>"#))
    #expect(card("ShopTests/Cart/empty.iPhone15.light.png", in: passed)?.contains("hidden") == false)
    #expect(card("ShopTests/Cart/total.iPhone15.light.png", in: passed)?.contains("hidden") == true)

    let search = try chromium.dumpDOM(URL(string: page.absoluteString + "#q=pay&scheme=dark")!)
    #expect(search.contains(#"<span id="shown">1 of 4 shown</span>"#))
    #expect(card("ShopTests/Checkout/pay_now.iPhone15.dark.png", in: search)?.contains("hidden") == false)
    #expect(card("ShopTests/Cart/total.iPhone15.light.layout", in: search)?.contains("hidden") == true)
    let none = try chromium.dumpDOM(URL(string: page.absoluteString + "#target=ShopTests&q=no-such-snapshot")!)
    #expect(none.contains(#"<span id="shown">0 of 4 shown</span>"#))
  }

  private func screenshot(_ chromium: HeadlessChromium, _ page: URL, mode: String, in fixture: ReviewFixture) throws
    -> Bitmap
  {
    let file = fixture.root.appendingPathComponent("report-\(mode).png")
    try chromium.screenshot(URL(string: page.absoluteString + "#mode=\(mode)")!, to: file, width: 1200, height: 900)
    let shot = try PNGCodec.decode(Data(contentsOf: file))
    #expect(shot.width == 1200 && shot.height == 900)
    return shot
  }
}

extension Bitmap {
  /// How many pixels are exactly this opaque colour.
  func count(of color: (UInt8, UInt8, UInt8)) -> Int {
    var count = 0
    for index in stride(from: 0, to: pixels.count, by: 4)
    where pixels[index] == color.0 && pixels[index + 1] == color.1 && pixels[index + 2] == color.2 {
      count += 1
    }
    return count
  }
}

extension ReviewFixture {
  /// Real screens instead of flat colours for the failed image: a card grid that lost a card.
  func replaceFailedImagesWithRenderedScreens() throws {
    let renderer = try ScreenRenderer()
    var device = Device.iPhoneSE3
    device.scale = 1
    let traits = Traits(device: device)
    let reference = try renderer.render(CardGridSampleScreen(count: 6), traits: traits).bitmap
    let actual = try renderer.render(CardGridSampleScreen(count: 5), traits: traits).bitmap
    // The diff as the harness draws it: marks only, for the changed region, placed by `diffRegion`.
    var comparison = ImageDiff()
    comparison.drawsMarksOnly = true
    comparison.drawsChangedRegionOnly = true
    let result = try comparison.compare(
      Bitmap(width: reference.width, height: reference.height, pixels: reference.pixels),
      Bitmap(width: actual.width, height: actual.height, pixels: actual.pixels))
    let diff = try #require(result.image)
    let base = ".build/kagami/artifacts/ShopTests/Cart/total.iPhone15.light.png"
    try write("\(base).reference.png", PNGCodec.encode(reference, options: .fast))
    try write("\(base).actual.png", PNGCodec.encode(actual, options: .fast))
    try write(
      "\(base).diff.png",
      PNGCodec.encode(try Bitmap(width: diff.width, height: diff.height, pixels: diff.pixels), options: .fast))
    #expect(result.mismatched > 0)
    let region = try #require(result.imageRegion)
    #expect(diff.width == region.width && diff.height == region.height && region.width < reference.width)
    let id = "ShopTests/Cart/total.iPhone15.light.png"
    try record(
      SnapshotResultRecord(
        testTarget: "ShopTests", suite: "Cart", test: "total", variant: "iPhone15.light", format: "image",
        file: "Snapshots/\(id)", status: .failed, recordMode: "never", recorded: false,
        message: result.failureMessage + "\nCardGrid.card6: removed (was 188,457 165x166)", width: reference.width,
        height: reference.height, mismatchedPixels: result.mismatched, totalPixels: result.total,
        actualHash: try Bitmap(width: actual.width, height: actual.height, pixels: actual.pixels).pixelHash.hex,
        fingerprint: Self.fingerprint, baselineFingerprint: Self.fingerprint, diffRegion: region,
        artifacts: ["\(id).reference.png", "\(id).actual.png", "\(id).diff.png"]), as: id)
  }
}
