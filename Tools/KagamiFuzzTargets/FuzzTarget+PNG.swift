import Foundation
import KagamiImage

extension FuzzTarget {
  /// Baseline PNGs: libpng through `PNGCodec.decode`, and the tEXt reader behind fingerprints and the
  /// hash fast path. A decoded image must re-encode and decode to the same pixels.
  static let png = FuzzTarget(name: "png", summary: "PNGCodec.decode and textChunks(in:)") { data in
    _ = try? PNGCodec.textChunks(in: data)
    guard let bitmap = try? PNGCodec.decode(data) else { return nil }
    guard bitmap.width > 0, bitmap.height > 0, bitmap.width * bitmap.height <= Bitmap.maximumPixelCount else {
      return "decoded a \(bitmap.width)x\(bitmap.height) bitmap outside the limits"
    }
    let encoded: Data
    do {
      encoded = try PNGCodec.encode(bitmap)
    } catch {
      return "a decoded \(bitmap.width)x\(bitmap.height) bitmap does not encode: \(error)"
    }
    guard let again = try? PNGCodec.decode(encoded), again == bitmap else {
      return "a decoded \(bitmap.width)x\(bitmap.height) bitmap re-encodes to different pixels"
    }
    return nil
  }
}
