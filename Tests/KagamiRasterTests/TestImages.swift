import KagamiImage

/// Small procedural images for tests: deterministic, with edges and gradients that show resampling.
enum TestImages {
  /// An opaque image: a colour gradient with a 4-pixel checkerboard overlay.
  static func checkerGradient(width: Int, height: Int) throws -> Bitmap {
    var pixels: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        let dark = (x / 4 + y / 4) % 2 == 0
        pixels += [UInt8(x * 255 / max(1, width - 1)), UInt8(y * 255 / max(1, height - 1)), dark ? 40 : 220, 255]
      }
    }
    return try Bitmap(width: width, height: height, pixels: pixels)
  }

  /// A `size`×`size` image whose alpha falls off from the centre: exercises premultiplied resampling.
  static func translucentDisc(size: Int) throws -> Bitmap {
    var pixels: [UInt8] = []
    let centre = size - 1
    for y in 0..<size {
      for x in 0..<size {
        let distance = abs(2 * x - centre) + abs(2 * y - centre)
        let alpha = max(0, 255 - distance * 255 / (2 * size))
        pixels += [200, UInt8((x * 31) % 256), 40, UInt8(alpha)]
      }
    }
    return try Bitmap(width: size, height: size, pixels: pixels)
  }
}
