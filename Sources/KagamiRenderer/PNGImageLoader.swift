import Foundation
import KagamiImage
import KagamiLayout
import KagamiRaster

/// The `ImageLoader` the renderer gives the layout: reads PNG fixtures (relative paths against a
/// directory) and decodes them with `PNGCodec`. A missing file throws `ImageError.missing`, an
/// unreadable one `ImageError.corrupt`, both naming the path.
enum PNGImageLoader {
  /// A loader resolving relative paths against `directory` (nil: the current directory).
  static func loader(directory: String?) -> ImageLoader {
    ImageLoader { path in
      let fullPath: String
      if path.hasPrefix("/") || directory == nil {
        fullPath = path
      } else {
        fullPath = (directory! as NSString).appendingPathComponent(path)
      }
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
}
