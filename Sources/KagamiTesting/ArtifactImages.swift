import Foundation
import KagamiDiff
import KagamiImage

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
}
