import Foundation
import KagamiDiff
import KagamiRaster

/// Names and encodings of image artifacts.
enum ArtifactImages {
  /// Suffixes of the failure artifacts added to a baseline's file name.
  static let suffixes = [
    ".reference.png", ".actual.png", ".diff.png", ".rerender.png", ".actual.txt", ".reference.txt",
  ]

  /// A bitmap as a fast PNG, or nil if it cannot be encoded.
  static func encode(_ bitmap: Bitmap) -> Data? {
    try? PNGCodec.encode(bitmap, options: .fast)
  }

  /// A diff image as a fast PNG, or nil.
  static func encode(_ image: DiffImage) -> Data? {
    guard let bitmap = try? Bitmap(width: image.width, height: image.height, pixels: image.pixels) else { return nil }
    return encode(bitmap)
  }
}
