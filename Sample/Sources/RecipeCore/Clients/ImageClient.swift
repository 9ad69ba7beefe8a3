/// Loads images by their relative path (`recipes/curry.png`) into pixels.
public struct ImageClient: Sendable {
  /// Loads the image at a path relative to the image root; throws `ImageError` naming the path.
  public var load: @Sendable (String) throws -> Bitmap

  /// A client from its loader.
  public init(load: @escaping @Sendable (String) throws -> Bitmap) { self.load = load }

  /// The same loader as KagamiLayout's `ImageLoader`, for `Image(fixture:)` views.
  public var layoutLoader: ImageLoader { ImageLoader(load: load) }

  /// A client that has no images: every load throws `ImageError.missing`.
  public static let none = ImageClient { throw ImageError.missing(path: $0) }
}
