/// Resizes RGBA8 images with integer arithmetic only: repeated 2×2 box halving while the image is at
/// least twice the target, then bilinear filtering with 8-bit weights, all on premultiplied alpha.
enum ImageResampler {
  /// `image` resized to `width` × `height` pixels.
  static func resize(_ image: Bitmap, width: Int, height: Int) throws -> Bitmap {
    guard image.width != width || image.height != height else { return image }
    var source = PremultipliedImage(image)
    while source.width >= 2 * width || source.height >= 2 * height {
      source = source.halved(horizontally: source.width >= 2 * width, vertically: source.height >= 2 * height)
    }
    return try source.bilinear(width: width, height: height).straightBitmap(scale: image.scale)
  }
}

/// RGBA with colour multiplied by alpha, one `UInt32` per channel value, for resampling.
struct PremultipliedImage {
  let width: Int
  let height: Int
  var channels: [UInt32]

  init(width: Int, height: Int, channels: [UInt32]) {
    self.width = width
    self.height = height
    self.channels = channels
  }

  init(_ bitmap: Bitmap) {
    width = bitmap.width
    height = bitmap.height
    var values = [UInt32](repeating: 0, count: bitmap.pixels.count)
    bitmap.pixels.withUnsafeBufferPointer { pixels in
      for index in stride(from: 0, to: pixels.count, by: 4) {
        let alpha = Int(pixels[index + 3])
        values[index] = UInt32(Compositor.multiply(Int(pixels[index]), alpha))
        values[index + 1] = UInt32(Compositor.multiply(Int(pixels[index + 1]), alpha))
        values[index + 2] = UInt32(Compositor.multiply(Int(pixels[index + 2]), alpha))
        values[index + 3] = UInt32(alpha)
      }
    }
    channels = values
  }

  /// Averages 2×1, 1×2 or 2×2 blocks (rounded); an odd last row or column is dropped.
  func halved(horizontally: Bool, vertically: Bool) -> PremultipliedImage {
    let stepX = horizontally ? 2 : 1
    let stepY = vertically ? 2 : 1
    let newWidth = width / stepX
    let newHeight = height / stepY
    let count = UInt32(stepX * stepY)
    var values = [UInt32](repeating: 0, count: newWidth * newHeight * 4)
    for y in 0..<newHeight {
      for x in 0..<newWidth {
        for channel in 0..<4 {
          var sum: UInt32 = 0
          for dy in 0..<stepY {
            for dx in 0..<stepX {
              sum += channels[((y * stepY + dy) * width + x * stepX + dx) * 4 + channel]
            }
          }
          values[(y * newWidth + x) * 4 + channel] = (sum + count / 2) / count
        }
      }
    }
    return PremultipliedImage(width: newWidth, height: newHeight, channels: values)
  }

  /// Bilinear resampling with pixel centres aligned and 8-bit weights.
  func bilinear(width newWidth: Int, height newHeight: Int) -> PremultipliedImage {
    let xs = PremultipliedImage.samples(from: width, to: newWidth)
    let ys = PremultipliedImage.samples(from: height, to: newHeight)
    var values = [UInt32](repeating: 0, count: newWidth * newHeight * 4)
    for (y, (y0, y1, fy)) in ys.enumerated() {
      for (x, (x0, x1, fx)) in xs.enumerated() {
        for channel in 0..<4 {
          let top = channels[(y0 * width + x0) * 4 + channel] * (256 - fx) + channels[(y0 * width + x1) * 4 + channel] * fx
          let bottom =
            channels[(y1 * width + x0) * 4 + channel] * (256 - fx) + channels[(y1 * width + x1) * 4 + channel] * fx
          values[(y * newWidth + x) * 4 + channel] = (top * (256 - fy) + bottom * fy + 32_768) >> 16
        }
      }
    }
    return PremultipliedImage(width: newWidth, height: newHeight, channels: values)
  }

  /// For each target index: the two source indices and the weight (0–256) of the second.
  static func samples(from source: Int, to target: Int) -> [(Int, Int, UInt32)] {
    (0..<target).map { index in
      // Centre of target pixel `index` in source space, in 1/256 pixels, minus half a pixel.
      let position = max(0, min((2 * index + 1) * source * 256 / (2 * target) - 128, (source - 1) * 256))
      let first = position >> 8
      return (first, min(first + 1, source - 1), UInt32(position & 0xFF))
    }
  }

  /// Back to straight alpha, rounding each colour channel.
  func straightBitmap(scale: Int) throws -> Bitmap {
    var bytes = [UInt8](repeating: 0, count: channels.count)
    for index in stride(from: 0, to: channels.count, by: 4) {
      let alpha = channels[index + 3]
      guard alpha > 0 else { continue }
      for channel in 0..<3 {
        bytes[index + channel] = UInt8(min(255, (channels[index + channel] * 255 + alpha / 2) / alpha))
      }
      bytes[index + 3] = UInt8(alpha)
    }
    return try Bitmap(width: width, height: height, scale: scale, pixels: bytes)
  }
}
