/// Turns a fixture path into pixels. The renderer supplies one that decodes PNGs (and caches
/// them); the layout only needs the pixels to size and hand over images. Missing or unreadable
/// files throw `ImageError.missing` or `.corrupt` naming the path.
public struct ImageLoader {
  /// Loads the fixture at a path.
  public var load: (String) throws -> Bitmap

  /// A loader from a closure.
  public init(load: @escaping (String) throws -> Bitmap) { self.load = load }

  /// A loader that has no files: every fixture throws `ImageError.noLoader`.
  public static var none: ImageLoader { ImageLoader { throw ImageError.noLoader(path: $0) } }
}
