import KagamiLayout
import KagamiTesting
import RecipeComponents
import Testing

/// The component galleries as snapshots: every gallery in light and dark, English and Japanese, on
/// an iPhone 15 at 1x; the feed also at 3x, with its layout and accessibility dumps, and at an
/// accessibility text size.
@Suite struct ComponentGallerySnapshotTests {
  @Test func feed() throws {
    let gallery = try GalleryRenderer()
    assertSnapshots(of: (), as: gallery.matrix { FeedGallery(strings: $0) })
  }

  @Test func controls() throws {
    let gallery = try GalleryRenderer()
    assertSnapshots(of: (), as: gallery.matrix { ControlsGallery(strings: $0) })
  }

  @Test func states() throws {
    let gallery = try GalleryRenderer()
    assertSnapshots(of: (), as: gallery.matrix { StatesGallery(strings: $0) })
  }

  @Test func feedAt3x() throws {
    let gallery = try GalleryRenderer()
    let traits = GalleryRenderer.traits(scale: nil, dark: false, japanese: true)
    let screen = try gallery.render(FeedGallery(strings: GalleryStrings(japanese: true)), traits: traits)
    assertSnapshot(of: screen, as: .image, named: traits.variantName)
    assertSnapshot(of: screen, as: .layoutDump, named: traits.variantName)
    assertSnapshot(of: screen, as: .accessibilityDump, named: traits.variantName)
  }

  @Test func feedAtAccessibilitySize() throws {
    let gallery = try GalleryRenderer()
    var traits = GalleryRenderer.traits(dark: false, japanese: false)
    traits.contentSizeCategory = .accessibilityLarge
    let screen = try gallery.render(FeedGallery(strings: GalleryStrings(japanese: false)), traits: traits)
    assertSnapshot(of: screen, as: .image, named: traits.variantName)
  }

  @Test func icons() throws {
    let gallery = try GalleryRenderer()
    let device = Device(name: "canvas", width: 393, height: 300, scale: 2, safeArea: .zero, statusBarHeight: 0)
    for dark in [false, true] {
      let traits = GalleryRenderer.traits(device: device, scale: nil, dark: dark, japanese: false)
      let screen = try gallery.render(IconGallery(), traits: traits)
      assertSnapshot(of: screen, as: .image, named: traits.variantName)
    }
  }
}
