import Foundation
import KagamiBrowser
import KagamiImage
import Testing

/// The preview gallery as a person sees it: `kagami previews gallery` of the sample app, rendered and
/// from the baselines, loaded in headless Chromium with filters in the address; a screenshot
/// (`KAGAMI_GALLERY_SCREENSHOT=path` keeps it, for Docs/usage.md).
@Suite(.serialized) struct GalleryBrowserTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test func aRenderedGalleryFiltersByTraitsInARealBrowser() throws {
    let chromium = try HeadlessChromium()
    let folder = try GalleryFolder()
    defer { folder.remove() }
    let run = try RecipeAppBinary.run(
      [
        "previews", "--executable", PreviewsThroughKagamiTests.sandbox, "gallery", "--out", folder.url.path, "--module",
        "Kitchen",
      ], product: "kagami")
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardError.contains("/48] Kitchen/"), "no progress: \(run.standardError)")
    let page = folder.url.appendingPathComponent("index.html")
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.components(separatedBy: #"<img loading="lazy" src="images/Kitchen/"#).count - 1 == 48)

    let all = try chromium.dumpDOM(page)
    #expect(all.contains(#"<span id="shown">48 of 48 shown</span>"#))
    let filtered = try chromium.dumpDOM(URL(string: page.absoluteString + "#scheme=dark&device=ipad10-1x")!)
    #expect(filtered.contains(#"<span id="shown">8 of 48 shown</span>"#), "the filters in the address were not applied")
    let none = try chromium.dumpDOM(URL(string: page.absoluteString + "#q=no-such-preview")!)
    #expect(none.contains(#"<span id="shown">0 of 48 shown</span>"#))
    #expect(none.contains(#"<p id="none">No image matches the filters.</p>"#))

    let shotFile = folder.url.appendingPathComponent("gallery.png")
    try chromium.screenshot(URL(string: page.absoluteString + "#scheme=dark&locale=en")!, to: shotFile)
    let shot = try PNGCodec.decode(Data(contentsOf: shotFile))
    #expect(shot.width == 1200 && shot.height == 900)
    // The dark screens show: many pixels of the dark background (#000000 or near it).
    #expect(shot.darkPixels > 50_000, "no dark screens on the screenshot")
    if let keep = ProcessInfo.processInfo.environment["KAGAMI_GALLERY_SCREENSHOT"], !keep.isEmpty {
      try? FileManager.default.removeItem(atPath: keep)
      try FileManager.default.copyItem(at: shotFile, to: URL(fileURLWithPath: keep))
    }
  }

  @Test func aGalleryOfTheBaselinesShowsEveryPreviewBaselineWithoutRendering() throws {
    let chromium = try HeadlessChromium()
    let folder = try GalleryFolder()
    defer { folder.remove() }
    let snapshots = Self.repository.appendingPathComponent("Snapshots")
    let run = try RecipeAppBinary.run(
      [
        "previews", "--executable", PreviewsThroughKagamiTests.sandbox, "gallery", "--baselines", snapshots.path,
        "--out",
        folder.url.path,
      ], product: "kagami")
    #expect(run.status == 0, "\(run.standardError)")
    #expect(!run.standardError.contains("] Search/"), "the baselines gallery rendered: \(run.standardError)")
    let baselines = try FileManager.default.subpathsOfDirectory(atPath: snapshots.path).filter {
      $0.contains("PreviewTests/") && $0.hasSuffix(".png")
    }
    let page = folder.url.appendingPathComponent("index.html")
    let dom = try chromium.dumpDOM(page)
    #expect(
      dom.contains(#"<span id="shown">\#(baselines.count) of \#(baselines.count) shown</span>"#), "\(baselines.count)")
    #expect(dom.contains("SearchFeatureTests/SearchPreviewTests/results.iphone-se3-1x.light.ja.png"))
    let large = try chromium.dumpDOM(URL(string: page.absoluteString + "#size=accessibilityMedium")!)
    // Search, RecipeDetails and ShoppingList each check one preview at AX1 in Japanese and English.
    #expect(large.contains(#"<span id="shown">6 of \#(baselines.count) shown</span>"#))
  }
}

extension Bitmap {
  /// Opaque pixels whose channels are all below 32.
  fileprivate var darkPixels: Int {
    stride(from: 0, to: pixels.count, by: 4).filter { pixels[$0] < 32 && pixels[$0 + 1] < 32 && pixels[$0 + 2] < 32 }
      .count
  }
}

/// A fresh folder under the system's temporary folder, removed by `remove()`.
private struct GalleryFolder {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("kagami-gallery-\(UUID().uuidString)")

  init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }

  func remove() { try? FileManager.default.removeItem(at: url) }
}
