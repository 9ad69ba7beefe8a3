import KagamiImage
import KagamiRaster
import Testing

/// One golden PNG per path feature (fills, curves, arcs, caps, joins, the miter limit, dashes, open
/// and closed subpaths, view boxes, transforms), compared exactly; the scenes are in `PathScenes`.
@Suite struct PathGoldenTests {
  @Test(arguments: PathScenes.all.map(\.name))
  func scene(_ name: String) throws {
    let scene = try #require(PathScenes.all.first { $0.name == name })
    try goldenImages.check(try scene.render(), named: name)
  }

  @Test func renderingTwiceGivesIdenticalBytes() throws {
    for scene in PathScenes.all {
      let first = try scene.render()
      let second = try scene.render()
      #expect(first.pixels == second.pixels, "\(scene.name)")
      #expect(try PNGCodec.encode(first) == PNGCodec.encode(second), "\(scene.name)")
    }
  }

  /// The pixel hashes of every scene, as a debug build renders them; a release build
  /// (`swift test -c release --filter PathGoldenTests`) must print and match the same values.
  @Test func pixelHashesMatchTheRecordedOnes() throws {
    var lines: [String] = []
    for scene in PathScenes.all { lines.append("\(scene.name) \(try scene.render().pixelHash.hex)") }
    let text = lines.joined(separator: "\n")
    print(text)
    #expect(text == PathScenes.recordedHashes, "\(text)")
  }
}
