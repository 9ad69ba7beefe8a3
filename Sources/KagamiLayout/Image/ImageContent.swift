import KagamiImage

/// An `Image` node's content: the source, its pixels and how they map to the frame.
public struct ImageContent: Equatable, Sendable {
  /// Where the pixels came from (shown in dumps).
  public var source: String
  /// The pixels.
  public var image: Bitmap
  /// Fit, fill or stretch.
  public var contentMode: ContentMode

  /// Content from its parts.
  public init(source: String, image: Bitmap, contentMode: ContentMode) {
    self.source = source
    self.image = image
    self.contentMode = contentMode
  }
}
