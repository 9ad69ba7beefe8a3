extension Canvas {
  /// Draws `image` into `rect` (device pixels) with `contentMode`; edges are rounded to whole pixels,
  /// `.fill` clips the overflow to `rect`, and resampling is integer-only (see `ImageResampler`).
  public mutating func drawImage(_ image: Bitmap, in rect: Rect, contentMode: ContentMode = .fill, opacity: UInt8 = 255)
    throws
  {
    guard rect.isFinite else { throw RasterError.invalidGeometry("image rectangle \(rect) is not finite") }
    let frame = contentMode.frame(imageWidth: image.width, imageHeight: image.height, in: rect).roundedPixels
    guard !frame.isEmpty else { return }
    let visible = clipRect.intersection(frame).intersection(contentMode == .fill ? rect.roundedPixels : frame)
    guard !visible.isEmpty else { return }
    let resized = try ImageResampler.resize(image, width: frame.width, height: frame.height)
    let mask = clipMask
    let stride = bitmap.width
    bitmap.pixels.withUnsafeMutableBytes { raw in
      let pixels = raw.bindMemory(to: UInt32.self)
      resized.pixels.withUnsafeBytes { sourceRaw in
        let source = sourceRaw.bindMemory(to: UInt32.self)
        for y in visible.y..<visible.maxY {
          let sourceRow = (y - frame.y) * frame.width - frame.x
          for x in visible.x..<visible.maxX {
            var coverage = Int(opacity)
            if let mask { coverage = Compositor.multiply(coverage, mask.value(x: x, y: y)) }
            let index = y * stride + x
            pixels[index] = Compositor.blend(source[sourceRow + x], coverage: coverage, over: pixels[index])
          }
        }
      }
    }
  }
}
