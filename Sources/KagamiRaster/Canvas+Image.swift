extension Canvas {
  /// Draws `image` into `rect` (device pixels) with `contentMode`; edges are rounded to whole pixels,
  /// `.fill` clips the overflow to `rect`, and resampling is integer-only (see `ImageResampler`).
  public mutating func drawImage(_ image: Bitmap, in rect: Rect, contentMode: ContentMode = .fill, opacity: UInt8 = 255)
    throws
  {
    guard rect.isFinite else { throw RasterError.invalidGeometry("image rectangle \(rect) is not finite") }
    let frame = contentMode.frame(imageWidth: image.width, imageHeight: image.height, in: rect).roundedPixels
    guard !frame.isEmpty, opacity > 0 else { return }
    let visible = clipRect.intersection(frame).intersection(contentMode == .fill ? rect.roundedPixels : frame)
    guard !visible.isEmpty else { return }
    var resampler = ImageResampler(image, width: frame.width, height: frame.height)
    let mask = clipMask
    let stride = bitmap.width
    var row = [UInt32](repeating: 0, count: visible.width)
    bitmap.pixels.withUnsafeMutableBytes { raw in
      let pixels = raw.bindMemory(to: UInt32.self).baseAddress!
      row.withUnsafeMutableBufferPointer { rowBuffer in
        let source = rowBuffer.baseAddress!
        for y in visible.y..<visible.maxY {
          resampler.row(y - frame.y, from: visible.x - frame.x, to: visible.maxX - frame.x, into: source)
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
}
