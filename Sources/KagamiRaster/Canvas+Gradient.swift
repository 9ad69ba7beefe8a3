import KagamiFreeType
import KagamiImage

extension Canvas {
  /// Fills `shape` with `gradient` (geometry in device pixels), anti-aliased, inside the clip.
  public mutating func fill(_ shape: RasterShape, gradient: GradientFill) throws {
    guard shape.isFinite else { throw RasterError.invalidGeometry("shape \(shape) is not finite") }
    var path = OutlinePath()
    path.add(shape)
    try fill(path, evenOdd: false, bounds: shape.bounds, gradient: gradient)
  }

  /// Fills `path`, mapped through `transform` into device pixels, with `gradient` (geometry in device
  /// pixels) by `rule`, inside the clip.
  public mutating func fill(
    _ path: VectorPath, transform: AffineTransform = .identity, rule: FillRule = .nonZero, gradient: GradientFill
  ) throws {
    guard path.isFinite, transform.isFinite else {
      throw RasterError.invalidGeometry("gradient fill with a non-finite coordinate or transform \(transform)")
    }
    let outline = OutlinePath(path, transform: transform)
    guard let box = outline.controlBox else { return }
    try fill(outline, evenOdd: rule == .evenOdd, bounds: Rect(box), gradient: gradient)
  }

  private mutating func fill(_ path: OutlinePath, evenOdd: Bool, bounds: Rect, gradient: GradientFill) throws {
    guard let sampler = GradientSampler(gradient) else { return }
    let area = clipRect.intersection(bounds.enclosingPixels)
    guard !area.isEmpty else { return }
    spans.removeAll(keepingCapacity: true)
    try rasterizer.render(path, evenOdd: evenOdd, clip: (area.x, area.y, area.width, area.height), into: &spans)
    let mask = clipMask
    let stride = bitmap.width
    let spans = self.spans
    let rows = resources.rows(for: sampler, pixels: spans.reduce(0) { $0 + Int($1.length) })
    let opaque = rows.isOpaque
    let memo = resources.gradientRows
    let colors = UnsafeMutablePointer<UInt32>.allocate(capacity: max(area.width, 1))
    defer { colors.deallocate() }
    bitmap.pixels.withUnsafeMutableBytes { raw in
      let pixels = raw.bindMemory(to: UInt32.self).baseAddress!
      for span in spans {
        let y = Int(span.y)
        let start = Int(span.x)
        let count = Int(span.length)
        let row = pixels + y * stride + start
        let coverage = Int(span.coverage)
        if coverage == 255 && mask == nil && opaque {
          // Every pixel takes its colour: written straight into the row.
          rows.colors(x: start, y: y, count: count, into: row, memo: memo)
          continue
        }
        rows.colors(x: start, y: y, count: count, into: colors, memo: memo)
        if let mask {
          mask.withRow(y, from: start, count: count) { values in
            var index = 0
            if coverage == 255 && opaque {
              // Where eight mask values in a row are 255, the colours are copied.
              while index &+ 8 <= count {
                if UnsafeRawPointer(values + index).loadUnaligned(as: UInt64.self) == .max {
                  (row + index).update(from: colors + index, count: 8)
                } else {
                  for offset in index..<(index &+ 8) {
                    row[offset] = Self.blendGradient(colors[offset], coverage: Int(values[offset]), over: row[offset])
                  }
                }
                index &+= 8
              }
            }
            while index < count {
              let clipped = Compositor.multiply(coverage, Int(values[index]))
              row[index] = Self.blendGradient(colors[index], coverage: clipped, over: row[index])
              index &+= 1
            }
          }
        } else {
          for index in 0..<count {
            row[index] = Self.blendGradient(colors[index], coverage: coverage, over: row[index])
          }
        }
      }
    }
  }

  /// An opaque colour at full coverage replaces the pixel (what `blend` would return).
  @inline(__always)
  private static func blendGradient(_ color: UInt32, coverage: Int, over pixel: UInt32) -> UInt32 {
    coverage == 255 && color >= 0xFF00_0000 ? color : Compositor.blend(color, coverage: coverage, over: pixel)
  }
}
