// RecipeFixtureArt: the sample app's fixture pictures (dishes, cooksnaps, avatars), drawn
// procedurally with KagamiRaster so that no third-party photo is needed.
// Design rules: flat colours and simple shapes (ellipses, rounded rectangles, bands) so the PNGs
// stay small; integer colour mixing; no randomness, no libm: the same pixels on every machine.
// Each image is written atomically (temporary file, then rename).
import Foundation
import KagamiImage

/// The catalog of fixture images and the function that writes them.
public enum FixtureArt {
  /// Every fixture image, in a fixed order.
  public static let all: [FixtureArtwork] = recipes + cooksnaps + avatars

  /// Renders every image and writes it as `<directory>/<path>` (creating folders); returns the paths.
  @discardableResult
  public static func write(to directory: URL) throws -> [String] {
    for artwork in all {
      let url = directory.appendingPathComponent(artwork.path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      let data = try PNGCodec.encode(try artwork.render(), options: .libpngDefault(level: 9))
      try data.write(to: url, options: .atomic)
    }
    return all.map(\.path)
  }
}
