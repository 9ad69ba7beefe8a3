import Foundation
import KagamiImage
import KagamiLayout
import KagamiRaster
import KagamiSVG

/// The `ImageLoader` the renderer gives the layout: reads PNG fixtures (relative paths against a
/// directory) and decodes them with `PNGCodec`, and SVG icons with `SVGDocument`. A missing file
/// throws `ImageError.missing`, an unreadable PNG `ImageError.corrupt`, both naming the path; an SVG
/// outside the supported subset throws `SVGError`, naming the file, element and line.
enum FixtureImageLoader {
  /// A loader resolving relative paths against `directory` (nil: the current directory).
  static func loader(directory: String?) -> ImageLoader {
    func fullPath(_ path: String) -> String {
      guard let directory, !path.hasPrefix("/") else { return path }
      return (directory as NSString).appendingPathComponent(path)
    }
    return ImageLoader(
      load: { path in try decodePNG(at: fullPath(path)) },
      loadDrawing: { path in
        let url = URL(fileURLWithPath: fullPath(path))
        guard FileManager.default.fileExists(atPath: url.path) else { throw ImageError.missing(path: url.path) }
        return try SVGDocument.load(contentsOf: url)
      })
  }

  private static func decodePNG(at fullPath: String) throws -> Bitmap {
    guard let data = FileManager.default.contents(atPath: fullPath) else { throw ImageError.missing(path: fullPath) }
    let bitmap: Bitmap
    do {
      bitmap = try PNGCodec.decode(data)
    } catch {
      throw ImageError.corrupt(path: fullPath, reason: "\(error)")
    }
    return bitmap
  }
}
