import Foundation
import KagamiImage
import RecipeFixtureArt
import Testing

/// The committed `Fixtures/Images` are exactly what `FixtureArt` draws.
/// `KAGAMI_RECORD_GOLDENS=1` rewrites them first.
@Suite struct FixtureArtTests {
  static let imagesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Images")

  @Test func committedImagesEqualFreshlyDrawnOnes() throws {
    if ProcessInfo.processInfo.environment["KAGAMI_RECORD_GOLDENS"] == "1" {
      try FixtureArt.write(to: Self.imagesDirectory)
    }
    let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("fixture-art-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: temporary) }
    let paths = try FixtureArt.write(to: temporary)
    #expect(paths.count == FixtureArt.all.count)
    for path in paths {
      let fresh = try PNGCodec.decode(try Data(contentsOf: temporary.appendingPathComponent(path)))
      let committedURL = Self.imagesDirectory.appendingPathComponent(path)
      let committedData = try #require(
        FileManager.default.contents(atPath: committedURL.path), "missing committed image \(committedURL.path)")
      let committed = try PNGCodec.decode(committedData)
      #expect(committed == fresh, "\(path) differs from what FixtureArt draws; record with KAGAMI_RECORD_GOLDENS=1")
    }
  }

  @Test func imagesRespectTheSizeLimits() throws {
    for artwork in FixtureArt.all {
      if artwork.path.hasPrefix("recipes/") {
        #expect(artwork.width <= 600 && artwork.height <= 400, "\(artwork.path)")
      }
      if artwork.path.hasPrefix("cooksnaps/") {
        #expect(artwork.width <= 300 && artwork.height <= 300, "\(artwork.path)")
      }
      if artwork.path.hasPrefix("avatars/") {
        #expect(artwork.width == 128 && artwork.height == 128, "\(artwork.path)")
      }
    }
    #expect(Set(FixtureArt.all.map(\.path)).count == FixtureArt.all.count)
  }

  @Test func drawingIsDeterministic() throws {
    for artwork in FixtureArt.all.prefix(3) { #expect(try artwork.render() == artwork.render()) }
  }
}
