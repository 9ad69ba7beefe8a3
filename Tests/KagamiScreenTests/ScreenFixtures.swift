import Foundation
import KagamiImage
import KagamiLayout
import KagamiRenderer
import KagamiSampleScreens
import KagamiText

/// Shared values for the screen tests: the fixture folder, one font set per test, renderers.
enum ScreenFixtures {
  /// `Fixtures/` next to this file (PNG fixtures for `Image(fixture:)`).
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// A renderer with the bundled fonts, resolving fixture images in `Fixtures/`.
  static func renderer() throws -> ScreenRenderer {
    ScreenRenderer(fonts: try FontSet.bundled(), imageDirectory: folder.path)
  }

  /// A layout context with the bundled fonts and no image files.
  static func context() throws -> LayoutContext { LayoutContext(fonts: try FontSet.bundled()) }

  /// The article's fixture images as committed in `Fixtures/` (`hero.png`, `inline.png`).
  static let article = ArticleSampleScreen(hero: .fixture("hero.png"), inline: .fixture("inline.png"))

  /// Writes the article's fixture PNGs from the generated sample pictures (recording runs only).
  static func writeArticleFixtures() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, image) in [
      ("hero", SampleImages.landscape(width: 160, height: 90, seed: 1)),
      ("inline", SampleImages.landscape(width: 120, height: 80, seed: 4)),
    ] {
      let bitmap = try Bitmap(width: image.width, height: image.height, pixels: image.pixels)
      try PNGCodec.encode(bitmap).write(to: folder.appendingPathComponent("\(name).png"), options: .atomic)
    }
  }
}
