import KagamiImage

extension Canvas {
  /// Composites `layer` (an offscreen bitmap painted with straight alpha) with its top-left corner at
  /// pixel (`x`, `y`), every pixel's coverage scaled by `opacity`, inside the clip: group opacity.
  public mutating func drawLayer(_ layer: Bitmap, x: Int, y: Int, opacity: UInt8) {
    let area = clipRect.intersection(PixelRect(x: x, y: y, width: layer.width, height: layer.height))
    guard !area.isEmpty, opacity > 0 else { return }
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
            let word = sourceRow[column]
            if word >> 24 == 0 { continue }
            var coverage = Int(opacity)
            if let mask { coverage = Compositor.multiply(coverage, mask.value(x: column, y: row)) }
            destinationRow[column] = Compositor.blend(word, coverage: coverage, over: destinationRow[column])
          }
        }
      }
    }
  }
}
