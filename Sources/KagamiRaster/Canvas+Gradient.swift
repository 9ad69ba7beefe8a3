import KagamiFreeType
import KagamiImage

extension Canvas {
  /// Fills `shape` with `gradient` (geometry in device pixels), anti-aliased, inside the clip.
  public mutating func fill(_ shape: Shape, gradient: GradientFill) throws {
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
    let colors = UnsafeMutablePointer<UInt32>.allocate(capacity: max(area.width, 1))
    // Past a few thousand pixels, memoizing colours by position pays for its 264 KB.
    let cache = area.width * area.height >= 16_384 ? GradientSampler.ColorCache() : nil
    defer { colors.deallocate() }
    bitmap.pixels.withUnsafeMutableBytes { raw in
      let pixels = raw.bindMemory(to: UInt32.self).baseAddress!
      for span in spans {
        let y = Int(span.y)
        let row = pixels + y * stride
        let start = Int(span.x)
        let count = Int(span.length)
        sampler.colors(x: start, y: y, count: count, into: colors, cache: cache)
        for index in 0..<count {
          let x = start + index
          var coverage = Int(span.coverage)
          if let mask { coverage = Compositor.multiply(coverage, mask.value(x: x, y: y)) }
          let color = colors[index]
          // An opaque colour at full coverage replaces the pixel (what `blend` would return).
          row[x] =
            coverage == 255 && color >= 0xFF00_0000 ? color : Compositor.blend(color, coverage: coverage, over: row[x])
        }
      }
    }
  }
}
