extension Canvas {
  /// Draws `image` into `rect` (device pixels) with `contentMode`; edges are rounded to whole pixels,
  /// `.fill` clips the overflow to `rect`, and resampling is integer-only (see `ImageResampler`).
  /// The resampled visible region is kept in `ResampledImageCache` for the next draw of the same
  /// image at the same size.
  public mutating func drawImage(_ image: Bitmap, in rect: Rect, contentMode: ContentMode = .fill, opacity: UInt8 = 255)
    throws
  {
    guard rect.isFinite else { throw RasterError.invalidGeometry("image rectangle \(rect) is not finite") }
    let frame = contentMode.frame(imageWidth: image.width, imageHeight: image.height, in: rect).roundedPixels
    guard !frame.isEmpty, opacity > 0 else { return }
    let visible = clipRect.intersection(frame).intersection(contentMode == .fill ? rect.roundedPixels : frame)
    guard !visible.isEmpty else { return }
    let region = PixelRect(x: visible.x - frame.x, y: visible.y - frame.y, width: visible.width, height: visible.height)
    let words = ResampledImageCache.shared.words(
      of: image, frameWidth: frame.width, frameHeight: frame.height, region: region
    ) {
      Self.resample(image, frameWidth: frame.width, frameHeight: frame.height, region: region)
    }
    let mask = clipMask
    let stride = bitmap.width
    bitmap.pixels.withUnsafeMutableBytes { raw in
      let pixels = raw.bindMemory(to: UInt32.self).baseAddress!
      words.withUnsafeBufferPointer { words in
        for y in visible.y..<visible.maxY {
          let source = words.baseAddress! + (y - visible.y) * visible.width
          let destination = pixels + y * stride + visible.x
          if let mask {
            mask.withRow(y, from: visible.x, count: visible.width) { coverage in
              for x in 0..<visible.width {
                if coverage[x] == 255 && opacity == 255 && source[x] >= 0xFF00_0000 {
                  destination[x] = source[x]
                } else {
                  let value = Compositor.multiply(Int(opacity), Int(coverage[x]))
                  destination[x] = Compositor.blend(source[x], coverage: value, over: destination[x])
                }
              }
            }
          } else {
            for x in 0..<visible.width {
              destination[x] = Compositor.blend(source[x], coverage: Int(opacity), over: destination[x])
            }
          }
        }
      }
    }
  }

  /// `region` (relative to the frame) of `image` resampled to `frameWidth` × `frameHeight`, as packed
  /// straight-alpha words, row by row.
  private static func resample(_ image: Bitmap, frameWidth: Int, frameHeight: Int, region: PixelRect) -> [UInt32] {
    var resampler = ImageResampler(image, width: frameWidth, height: frameHeight)
    return [UInt32](unsafeUninitializedCapacity: region.width * region.height) { buffer, count in
      for row in 0..<region.height {
        resampler.row(
          region.y + row, from: region.x, to: region.maxX, into: buffer.baseAddress! + row * region.width)
      }
      count = region.width * region.height
    }
  }
}
