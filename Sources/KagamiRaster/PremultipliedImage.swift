import KagamiImage

/// RGBA8 with colour multiplied by alpha (rounded), the form images are resampled in.
struct PremultipliedImage {
  let width: Int
  let height: Int
  /// `width * height * 4` bytes; every value fits a byte because colour ≤ alpha ≤ 255.
  var channels: [UInt8]

  init(width: Int, height: Int, channels: [UInt8]) {
    self.width = width
    self.height = height
    self.channels = channels
  }

  /// Premultiplies `bitmap`; an opaque bitmap is shared as it is, since multiplying by 255 is exact.
  init(_ bitmap: Bitmap) {
    width = bitmap.width
    height = bitmap.height
    if bitmap.isOpaque {
      channels = bitmap.pixels
      return
    }
    var values = bitmap.pixels
    values.withUnsafeMutableBufferPointer { pixels in
      for index in stride(from: 0, to: pixels.count, by: 4) {
        let alpha = Int(pixels[index + 3])
        if alpha == 255 { continue }
        for channel in 0..<3 {
          pixels[index + channel] = UInt8(Compositor.multiply(Int(pixels[index + channel]), alpha))
        }
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
    var values = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
    values.withUnsafeMutableBufferPointer { output in
      channels.withUnsafeBufferPointer { input in
        for y in 0..<newHeight {
          for x in 0..<newWidth {
            for channel in 0..<4 {
              var sum: UInt32 = 0
              for dy in 0..<stepY {
                for dx in 0..<stepX {
                  sum += UInt32(input[((y * stepY + dy) * width + x * stepX + dx) * 4 + channel])
                }
              }
              output[(y * newWidth + x) * 4 + channel] = UInt8((sum + count / 2) / count)
            }
          }
        }
      }
    }
    return PremultipliedImage(width: newWidth, height: newHeight, channels: values)
  }
}
