/// Turns a fixture path into pixels. The renderer supplies one that decodes PNGs (and caches
/// them); the layout only needs the pixels to size and hand over images. Missing or unreadable
/// files throw `ImageError.missing` or `.corrupt` naming the path.
public struct ImageLoader {
  /// Loads the PNG fixture at a path.
  public var load: (String) throws -> Bitmap
  /// Loads the SVG fixture at a path (an icon).
  public var loadDrawing: (String) throws -> VectorDrawing

  /// A loader from closures; without `loadDrawing`, every SVG fixture throws `ImageError.noLoader`.
  public init(
    load: @escaping (String) throws -> Bitmap,
    loadDrawing: @escaping (String) throws -> VectorDrawing = { throw ImageError.noLoader(path: $0) }
  ) {
    self.load = load
    self.loadDrawing = loadDrawing
  }

  /// A loader that has no files: every fixture throws `ImageError.noLoader`.
  public static var none: ImageLoader { ImageLoader { throw ImageError.noLoader(path: $0) } }
}
