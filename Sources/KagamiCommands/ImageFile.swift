import Foundation
import KagamiDiff
import KagamiRaster

/// PNG files read into `DiffImage`s and written from them, with errors that name the file.
public enum ImageFile {
  /// Reads and decodes the PNG at `path`.
  public static func read(_ path: String) throws(CommandFailure) -> DiffImage {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CommandFailure("cannot read \(path): no such file")
    }
    guard !isDirectory.boolValue else {
      throw CommandFailure("cannot read \(path): it is a folder")
    }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw CommandFailure("cannot read \(path): \(error.localizedDescription)")
    }
    let bitmap: Bitmap
    do {
      bitmap = try PNGCodec.decode(data)
    } catch {
      throw CommandFailure("\(path) is not a readable PNG: \(error)")
    }
    do {
      return try DiffImage(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels)
    } catch {
      throw CommandFailure("\(path): \(error)")
    }
  }

  /// Encodes `image` as a PNG (fast settings: it is an artifact) and writes it atomically to `path`.
  public static func write(_ image: DiffImage, to path: String) throws(CommandFailure) {
    let data: Data
    do {
      let bitmap = try Bitmap(width: image.width, height: image.height, pixels: image.pixels)
      data = try PNGCodec.encode(bitmap, options: .fast)
    } catch {
      throw CommandFailure("cannot encode the diff image for \(path): \(error)")
    }
    try AtomicFile.write(data, to: path)
  }
}
