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
  ///
  /// Each pixel's four channels are summed in the 16-bit lanes of a word (R, B, G, A at bits 0, 16,
  /// 32, 48; a sum of four is at most 1,020) and divided with rounding lane by lane: one pass of
  /// word arithmetic per output pixel, in a pointer loop that stays fast at -Onone (adopting
  /// packages' tests downscale every fixture photo this way).
  func halved(horizontally: Bool, vertically: Bool) -> PremultipliedImage {
    let stepX = horizontally ? 2 : 1
    let stepY = vertically ? 2 : 1
    let newWidth = width / stepX
    let newHeight = height / stepY
    let shift = UInt64((stepX * stepY).trailingZeroBitCount)
    let bias = (UInt64(1) &<< shift) &>> 1 &* 0x0001_0001_0001_0001
    let lanes: UInt64 = 0x00FF_00FF_00FF_00FF
    var values = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
    values.withUnsafeMutableBytes { outputBytes in
      channels.withUnsafeBytes { inputBytes in
        let input = inputBytes.bindMemory(to: UInt32.self).baseAddress!
        var output = outputBytes.bindMemory(to: UInt32.self).baseAddress!
        for y in 0..<newHeight {
          var source = input + y &* stepY &* width
          let end = output + newWidth
          while output < end {
            let a = UInt64(source.pointee)
            var sum = (a | a &<< 24) & lanes
            if horizontally {
              let b = UInt64(source[1])
              sum = sum &+ ((b | b &<< 24) & lanes)
            }
            if vertically {
              let c = UInt64(source[width])
              sum = sum &+ ((c | c &<< 24) & lanes)
              if horizontally {
                let d = UInt64(source[width &+ 1])
                sum = sum &+ ((d | d &<< 24) & lanes)
              }
            }
            let average = ((sum &+ bias) &>> shift) & lanes
            output.pointee = UInt32(truncatingIfNeeded: average | average &>> 24)
            output += 1
            source += stepX
          }
        }
      }
    }
    return PremultipliedImage(width: newWidth, height: newHeight, channels: values)
  }
}
