import KagamiImage

/// One fixture image: where it goes and how it is drawn.
public struct FixtureArtwork: Sendable {
  /// The path under `Fixtures/Images` (`recipes/curry.png`).
  public let path: String
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  let background: RGBAColor
  let draw: @Sendable (inout Painter) -> Void

  /// Draws the image.
  public func render() throws -> Bitmap {
    var painter = try Painter(width: width, height: height, background: background)
    draw(&painter)
    return try painter.finish()
  }
}
