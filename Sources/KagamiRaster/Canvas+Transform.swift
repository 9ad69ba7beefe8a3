import KagamiImage

extension Canvas {
  /// Composites `layer`, whose top-left pixel would land at (`x`, `y`), mapped through `transform`
  /// (in canvas pixels), inside the clip: how rotated and scaled views are drawn.
  ///
  /// Each covered pixel's centre is mapped back into the layer by the inverse transform, whose
  /// entries are rounded once to 1/65536 pixel, so stepping from pixel to pixel is exact integer
  /// arithmetic. The four nearest layer pixels are mixed bilinearly with premultiplied alpha
  /// (weights in 1/65536, one rounding per channel), pixels outside the layer counting as clear. A
  /// rotation by a multiple of 90° or a translation by whole pixels lands on pixel centres and copies
  /// pixels exactly. A transform that collapses the plane draws nothing.
  public mutating func drawLayer(_ layer: Bitmap, x: Int, y: Int, transform: AffineTransform) {
    guard transform.isFinite, let inverse = transform.inverted() else { return }
    let corners = [(x, y), (x + layer.width, y), (x, y + layer.height), (x + layer.width, y + layer.height)].map {
      transform.apply(to: Point(x: Double($0.0), y: Double($0.1)))
    }
    let minX = corners.map(\.x).min()!
    let minY = corners.map(\.y).min()!
    let bounds = Rect(x: minX, y: minY, width: corners.map(\.x).max()! - minX, height: corners.map(\.y).max()! - minY)
    let area = clipRect.intersection(bounds.enclosingPixels)
    guard !area.isEmpty else { return }
    func fixed(_ value: Double) -> Int64 {
      Int64((min(max(value, -1e12), 1e12) * 65536).rounded(.toNearestOrAwayFromZero))
    }
    // Layer position of canvas pixel (X, Y)'s centre, minus half a pixel, in 1/65536:
    // u = stepXu·X + stepYu·Y + originU (and v likewise).
    let (stepXu, stepYu) = (fixed(inverse.a), fixed(inverse.c))
    let (stepXv, stepYv) = (fixed(inverse.b), fixed(inverse.d))
    let originU = fixed(inverse.a * 0.5 + inverse.c * 0.5 + inverse.tx - Double(x) - 0.5)
    let originV = fixed(inverse.b * 0.5 + inverse.d * 0.5 + inverse.ty - Double(y) - 0.5)
    let mask = clipMask
    let stride = bitmap.width
    let (layerWidth, layerHeight) = (layer.width, layer.height)
    bitmap.pixels.withUnsafeMutableBytes { raw in
      let pixels = raw.bindMemory(to: UInt32.self).baseAddress!
      layer.pixels.withUnsafeBytes { sourceRaw in
        let source = sourceRaw.bindMemory(to: UInt32.self)
        func sample(_ column: Int64, _ row: Int64) -> UInt32 {
          guard column >= 0, row >= 0, column < layerWidth, row < layerHeight else { return 0 }
          return source[Int(row) * layerWidth + Int(column)]
        }
        for row in area.y..<area.maxY {
          let destinationRow = pixels + row * stride
          for column in area.x..<area.maxX {
            let u = stepXu * Int64(column) + stepYu * Int64(row) + originU
            let v = stepXv * Int64(column) + stepYv * Int64(row) + originV
            let (left, top) = (u >> 16, v >> 16)
            if left < -1 || top < -1 || left >= layerWidth || top >= layerHeight { continue }
            let (fractionX, fractionY) = (u & 0xFFFF, v & 0xFFFF)
            var word: UInt32
            if fractionX == 0 && fractionY == 0 {
              word = sample(left, top)
            } else {
              word = Self.bilinear(
                sample(left, top), sample(left + 1, top), sample(left, top + 1), sample(left + 1, top + 1),
                fractionX: fractionX, fractionY: fractionY)
            }
            if word >> 24 == 0 { continue }
            var coverage = 255
            if let mask { coverage = mask.value(x: column, y: row) }
            destinationRow[column] = Compositor.blend(word, coverage: coverage, over: destinationRow[column])
          }
        }
      }
    }
  }

  /// The premultiplied bilinear mix of four straight-alpha pixels (weights in 1/65536 per axis),
  /// stored straight: alpha and each channel rounded half up once.
  static func bilinear(
    _ topLeft: UInt32, _ topRight: UInt32, _ bottomLeft: UInt32, _ bottomRight: UInt32, fractionX: Int64,
    fractionY: Int64
  ) -> UInt32 {
    let weights = [
      (65536 - fractionX) * (65536 - fractionY), fractionX * (65536 - fractionY), (65536 - fractionX) * fractionY,
      fractionX * fractionY,
    ]
    let words = [topLeft, topRight, bottomLeft, bottomRight]
    var alphaSum: Int64 = 0
    for index in 0..<4 { alphaSum += Int64(words[index] >> 24) * weights[index] }
    guard alphaSum > 0 else { return 0 }
    let alpha = UInt32((alphaSum + (1 << 31)) >> 32)
    func channel(_ shift: UInt32) -> UInt32 {
      var sum: Int64 = 0
      for index in 0..<4 {
        sum += Int64((words[index] >> shift) & 0xFF) * Int64(words[index] >> 24) * weights[index]
      }
      return UInt32((sum + alphaSum / 2) / alphaSum) << shift
    }
    return channel(0) | channel(8) | channel(16) | alpha << 24
  }
}
