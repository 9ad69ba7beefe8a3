import Foundation
import KagamiRaster
import RecipeCore

/// Decodes fixture PNGs into `PixelImage`s, once per path.
final class FixtureImageStore: @unchecked Sendable {
  /// The `Fixtures/Images` folder.
  let directory: URL
  private let lock = NSLock()
  private var cache: [String: PixelImage] = [:]

  /// A store over `directory`.
  init(directory: URL) { self.directory = directory }

  /// The image at `path` (relative to the folder); `ImageError.missing` / `.corrupt` name the full path.
  func image(at path: String) throws -> PixelImage {
    if let cached = lock.withLock({ cache[path] }) { return cached }
    let url = directory.appendingPathComponent(path)
    guard !path.split(separator: "/").contains(".."), let data = FileManager.default.contents(atPath: url.path)
    else { throw ImageError.missing(path: url.path) }
    let image: PixelImage
    do {
      let bitmap = try PNGCodec.decode(data)
      image = try PixelImage(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels)
    } catch {
      throw ImageError.corrupt(path: url.path, reason: "\(error)")
    }
    lock.withLock { cache[path] = image }
    return image
  }
}
