import CRaster
import KagamiFreeType
import KagamiImage

extension Canvas {
  /// Fills `shape` with `color` (anti-aliased, non-zero rule).
  public mutating func fill(_ shape: RasterShape, color: RGBAColor) throws {
    guard shape.isFinite else { throw RasterError.invalidGeometry("shape \(shape) is not finite") }
    if case .rectangle(let rect) = shape, rect.isPixelAligned, clipMask == nil {
      fillPixels(clipRect.intersection(rect.roundedPixels), color: color)
      return
    }
    var path = OutlinePath()
    path.add(shape)
    try fill(path, evenOdd: false, bounds: shape.bounds, color: color)
  }

  /// Strokes `shape`'s edge with `width`, centred on the edge (a line is filled as a band).
  public mutating func stroke(_ shape: RasterShape, width: Double, color: RGBAColor) throws {
    guard shape.isFinite, width.isFinite else {
      throw RasterError.invalidGeometry("stroke of \(shape) with width \(width) is not finite")
    }
    guard width > 0 else { return }
    try fill(
      OutlinePath.stroke(of: shape, width: width), evenOdd: true, bounds: shape.bounds.insetBy(-width), color: color)
  }

  /// Draws a border of `width` inside the edge of `rect` (with its corner radii), as CSS borders do.
  public mutating func drawBorder(_ rect: Rect, radii: CornerRadii = .zero, width: Double, color: RGBAColor) throws {
    guard rect.isFinite, width.isFinite else {
      throw RasterError.invalidGeometry("border of \(rect) with width \(width) is not finite")
    }
    guard width > 0 else { return }
    let fitted = radii.fitted(to: rect)
    var path = OutlinePath()
    path.addRing(outer: rect, inner: rect.insetBy(width), radii: fitted, innerRadii: fitted.insetBy(width))
    try fill(path, evenOdd: true, bounds: rect, color: color)
  }

  /// Rasterizes `path` inside `bounds` ∩ clip and composites its spans.
  mutating func fill(_ path: OutlinePath, evenOdd: Bool, bounds: Rect, color: RGBAColor) throws {
    let area = clipRect.intersection(bounds.enclosingPixels)
    guard !area.isEmpty, color.alpha > 0 else { return }
    spans.removeAll(keepingCapacity: true)
    try rasterizer.render(path, evenOdd: evenOdd, clip: (area.x, area.y, area.width, area.height), into: &spans)
    composite(spans, color: color)
  }

  /// Composites coverage spans of one colour, through the clip mask when there is one. The loop is
  /// CRaster's (the same arithmetic as `Compositor`): at -Onone, where adopting packages' tests
  /// run, a Swift loop zeroes every local of its body for each span, and borders and clipped shapes
  /// of a 3× screen are tens of thousands of spans.
  mutating func composite(_ spans: [CoverageSpan], color: RGBAColor) {
    let word = color.packed
    let stride = bitmap.width
    let outside = bitmap.pixels.withUnsafeMutableBytes { raw in
      spans.withUnsafeBytes { spanBytes in
        let pixels = raw.bindMemory(to: UInt32.self).baseAddress!
        let spanList = spanBytes.bindMemory(to: craster_span.self)
        guard let mask = clipMask else {
          return craster_composite_spans(pixels, stride, spanList.baseAddress, spanList.count, word, nil)
        }
        return mask.withCRasterMask {
          craster_composite_spans(pixels, stride, spanList.baseAddress, spanList.count, word, $0)
        }
      }
    }
    precondition(outside < 0, "span outside the clip mask")
  }

  /// Fills whole pixels of `area` (already clipped) with `color`.
  mutating func fillPixels(_ area: PixelRect, color: RGBAColor) {
    guard !area.isEmpty, color.alpha > 0 else { return }
    let blender = SolidBlender(color.packed, coverage: 255)
    let stride = bitmap.width
    bitmap.pixels.withUnsafeMutableBytes { raw in
      let pixels = raw.bindMemory(to: UInt32.self).baseAddress!
      for y in area.y..<area.maxY { blender.blend(pixels + y * stride + area.x, count: area.width) }
    }
  }
}
