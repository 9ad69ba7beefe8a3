import KagamiFreeType
import KagamiImage

extension Canvas {
  /// Fills `shape` with `color` (anti-aliased, non-zero rule).
  public mutating func fill(_ shape: Shape, color: RGBAColor) throws {
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
  public mutating func stroke(_ shape: Shape, width: Double, color: RGBAColor) throws {
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

  /// Composites coverage spans of one colour, through the clip mask when there is one.
  mutating func composite(_ spans: [CoverageSpan], color: RGBAColor) {
    let word = color.packed
    let opaque = color.alpha == 255
    let stride = bitmap.width
    guard let mask = clipMask else {
      bitmap.pixels.withUnsafeMutableBytes { raw in
        let pixels = raw.bindMemory(to: UInt32.self).baseAddress!
        for span in spans {
          let row = pixels + Int(span.y) * stride
          let start = Int(span.x)
          if opaque && span.coverage == 255 {
            WordFill.fill(row + start, count: Int(span.length), with: word)
          } else {
            SolidBlender(word, coverage: Int(span.coverage)).blend(row + start, count: Int(span.length))
          }
        }
      }
      return
    }
    // Through the clip mask: pointers to the mask and its full runs taken once for all spans, and
    // few locals per span (at -Onone every call and every local costs a zeroed stack slot, and
    // adopting packages' tests run there). Where the row's clip is full the span is painted as if
    // unclipped: the same pixels.
    let maskX = mask.rect.x
    let maskY = mask.rect.y
    let maskWidth = mask.rect.width
    let maskMaxX = mask.rect.maxX
    let maskMaxY = mask.rect.maxY
    let covers = opaque
    bitmap.pixels.withUnsafeMutableBytes { raw in
      let pixels = raw.bindMemory(to: UInt32.self).baseAddress!
      mask.coverage.withUnsafeBufferPointer { maskValues in
        mask.fullRuns.withUnsafeBufferPointer { runs in
          spans.withUnsafeBufferPointer { spans in
            var span = spans.baseAddress!
            let lastSpan = span + spans.count
            while span < lastSpan {
              let (y, start, end) = (
                Int(span.pointee.y), Int(span.pointee.x), Int(span.pointee.x + span.pointee.length)
              )
              precondition(
                y >= maskY && y < maskMaxY && start >= maskX && end <= maskMaxX, "span outside the clip mask")
              let run = runs[y &- maskY]
              let lower = min(max(start, Int(run.start)), end)
              let upper = max(min(end, Int(run.end)), lower)
              let row = pixels + y &* stride
              let maskRow = maskValues.baseAddress! + ((y &- maskY) &* maskWidth &- maskX)
              let coverage = Int(span.pointee.coverage)
              Self.blend(word, coverage: coverage, through: maskRow, into: row, from: start, to: lower)
              if covers && coverage == 255 {
                WordFill.fill(row + lower, count: upper &- lower, with: word)
              } else if upper > lower {
                SolidBlender(word, coverage: coverage).blend(row + lower, count: upper &- lower)
              }
              Self.blend(word, coverage: coverage, through: maskRow, into: row, from: upper, to: end)
              span += 1
            }
          }
        }
      }
    }
  }

  /// Blends `word` at `coverage` times the clip's into `row[start..<end]` (`maskRow` indexed by
  /// device column), skipping uncovered pixels and storing the word where both are full and it is opaque.
  @inline(__always)
  private static func blend(
    _ word: UInt32, coverage: Int, through maskRow: UnsafePointer<UInt8>, into row: UnsafeMutablePointer<UInt32>,
    from start: Int, to end: Int
  ) {
    if start >= end { return }
    var pixel = row + start
    var value = maskRow + start
    let last = row + end
    let covers = word >= 0xFF00_0000 && coverage == 255
    while pixel < last {
      let clip = value.pointee
      if clip == 255 && covers {
        pixel.pointee = word  // what the blend gives for an opaque source at full coverage
      } else if clip != 0 {
        pixel.pointee = Compositor.blend(word, coverage: Compositor.multiply(coverage, Int(clip)), over: pixel.pointee)
      }
      pixel += 1
      value += 1
    }
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
