import KagamiImage

extension Canvas {
  /// Draws the shadow of `layer` (an offscreen bitmap whose top-left pixel lands at `x`, `y`): its
  /// alpha blurred by `blur`, moved by `dx`, `dy` pixels, tinted `color` (the layer itself is not
  /// drawn). `coveredByLayer` says the caller draws the layer over it at once, unclipped differently.
  public mutating func drawShadow(
    of layer: Bitmap, x: Int, y: Int, blur: GaussianBlur, dx: Int, dy: Int, color: RGBAColor,
    coveredByLayer: Bool = false
  ) {
    guard color.alpha > 0 else { return }
    var alpha = [UInt8](repeating: 0, count: layer.pixelCount)
    layer.pixels.withUnsafeBytes { raw in
      for index in 0..<layer.pixelCount { alpha[index] = raw[index * 4 + 3] }
    }
    var blurred = blur.apply(alpha, width: layer.width, height: layer.height)
    if coveredByLayer && clipMask == nil {
      // The layer is drawn over the shadow next: where it is opaque it replaces the pixel whatever
      // is under it, so the shadow need not be blended there (the same bytes, less work).
      let (originX, originY) = (dx - blur.reach, dy - blur.reach)
      for row in 0..<layer.height {
        let shadowRow = row - originY
        guard shadowRow >= 0, shadowRow < blurred.height else { continue }
        for column in 0..<layer.width where alpha[row * layer.width + column] == 255 {
          let shadowColumn = column - originX
          guard shadowColumn >= 0, shadowColumn < blurred.width else { continue }
          blurred.values[shadowRow * blurred.width + shadowColumn] = 0
        }
      }
    }
    fillMask(
      blurred.values, width: blurred.width, height: blurred.height, x: x - blur.reach + dx, y: y - blur.reach + dy,
      color: color)
  }

  /// Composites `layer` (top-left pixel at `x`, `y`) blurred by `blur`: premultiplied colour and
  /// alpha planes (each product rounded half up) blurred exactly, then divided back by the blurred
  /// alpha, rounded half up; the result reaches `blur.reach` pixels beyond the layer on every side.
  public mutating func drawBlurred(_ layer: Bitmap, x: Int, y: Int, blur: GaussianBlur) throws {
    let count = layer.pixelCount
    var planes = [[UInt8]](repeating: [UInt8](repeating: 0, count: count), count: 4)
    layer.pixels.withUnsafeBytes { bytes in
      for index in 0..<count {
        let alpha = Int(bytes[index * 4 + 3])
        planes[3][index] = UInt8(alpha)
        for channel in 0..<3 {
          planes[channel][index] = UInt8(Compositor.multiply(Int(bytes[index * 4 + channel]), alpha))
        }
      }
    }
    let blurred = planes.map { blur.apply($0, width: layer.width, height: layer.height) }
    let (width, height) = (blurred[3].width, blurred[3].height)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for index in 0..<(width * height) {
      let alpha = Int(blurred[3].values[index])
      guard alpha > 0 else { continue }
      for channel in 0..<3 {
        pixels[index * 4 + channel] = UInt8(min((Int(blurred[channel].values[index]) * 255 + alpha / 2) / alpha, 255))
      }
      pixels[index * 4 + 3] = UInt8(alpha)
    }
    let result = try Bitmap(width: width, height: height, scale: layer.scale, pixels: pixels)
    drawLayer(result, x: x - blur.reach, y: y - blur.reach, opacity: 255)
  }

  /// Composites `layer` at (`x`, `y`) onto the canvas with `mode`: W3C Compositing's separable blend
  /// of each pixel with the backdrop, then source-over, by integer arithmetic (`BlendFunction`).
  public mutating func drawLayer(_ layer: Bitmap, x: Int, y: Int, blendMode mode: BlendMode) {
    if mode == .normal {
      drawLayer(layer, x: x, y: y, opacity: 255)
      return
    }
    let area = clipRect.intersection(PixelRect(x: x, y: y, width: layer.width, height: layer.height))
    guard !area.isEmpty else { return }
    let mask = clipMask
    let stride = bitmap.width
    let layerWidth = layer.width
    bitmap.pixels.withUnsafeMutableBytes { raw in
      let pixels = raw.bindMemory(to: UInt32.self).baseAddress!
      layer.pixels.withUnsafeBytes { sourceRaw in
        let source = sourceRaw.bindMemory(to: UInt32.self).baseAddress!
        for row in area.y..<area.maxY {
          let sourceRow = source + ((row - y) * layerWidth - x)
          let destinationRow = pixels + row * stride
          for column in area.x..<area.maxX {
            var word = sourceRow[column]
            if word >> 24 == 0 { continue }
            if let mask {
              let coverage = Compositor.multiply(Int(word >> 24), mask.value(x: column, y: row))
              word = (word & 0x00FF_FFFF) | UInt32(coverage) << 24
            }
            destinationRow[column] = BlendFunction.composite(word, over: destinationRow[column], mode: mode)
          }
        }
      }
    }
  }

  /// Multiplies every pixel's alpha in the canvas by the alpha of `mask` at the same position (both
  /// the same size): a mask layer applied to a content layer.
  public mutating func multiplyAlpha(by mask: Bitmap) {
    precondition(mask.width == bitmap.width && mask.height == bitmap.height, "mask and layer differ in size")
    mask.pixels.withUnsafeBytes { maskBytes in
      bitmap.pixels.withUnsafeMutableBytes { bytes in
        for index in stride(from: 3, to: bytes.count, by: 4) {
          bytes[index] = UInt8(Compositor.multiply(Int(bytes[index]), Int(maskBytes[index])))
        }
      }
    }
  }
}
