import KagamiFreeType
import KagamiImage

extension Canvas {
  /// Fills `path`, mapped through `transform` into device pixels, with `color` by `rule`
  /// (anti-aliased; open subpaths are filled as if closed), inside the clip.
  public mutating func fill(
    _ path: VectorPath, transform: AffineTransform = .identity, rule: FillRule = .nonZero, color: RGBAColor
  ) throws {
    guard path.isFinite, transform.isFinite else {
      throw RasterError.invalidGeometry("path fill with a non-finite coordinate or transform \(transform)")
    }
    let outline = OutlinePath(path, transform: transform)
    guard let box = outline.controlBox else { return }
    try fill(outline, evenOdd: rule == .evenOdd, bounds: Rect(box), color: color)
  }

  /// Strokes `path` with `style`, both in the path's units, mapped through `transform` into device
  /// pixels as SVG transforms strokes (a non-uniform scale or a skew widens the line unevenly).
  ///
  /// Under a similarity the path is mapped first and stroked in device pixels with the width times
  /// the scale. Under any other transform it is stroked in its own space, scaled by the smallest
  /// power of two at least the transform's largest axis stretch (so that 26.6 rounding stays within
  /// 1/64 of a device pixel), and the stroke's outline is mapped through the rest of the transform.
  /// A negative width, or a non-finite coordinate, transform entry, width, miter limit, dash length
  /// or phase, draws nothing and throws `RasterError.invalidGeometry`; a zero width draws nothing; a
  /// dash pattern with a negative length, or summing to zero, strokes a solid line (as SVG).
  public mutating func stroke(
    _ path: VectorPath, transform: AffineTransform = .identity, style: StrokeStyle, color: RGBAColor
  ) throws {
    guard path.isFinite, transform.isFinite, style.isFinite else {
      throw RasterError.invalidGeometry("path stroke with a non-finite coordinate, transform or style \(style)")
    }
    guard style.lineWidth >= 0 else {
      throw RasterError.invalidGeometry("path stroke with a negative width \(style.lineWidth)")
    }
    guard style.lineWidth > 0, color.alpha > 0 else { return }
    let stroked: OutlinePath
    if transform.isSimilarity {
      stroked = try strokeOutline(path.applying(transform), style: style, scale: transform.uniformScale)
    } else {
      let stretch = max(Polyline.length(transform.a, transform.b), Polyline.length(transform.c, transform.d))
      guard stretch > 0 else { return }
      var scale = 1.0
      while scale < stretch { scale *= 2 }
      while scale / 2 >= stretch && scale > 0x1p-16 { scale /= 2 }
      let local = try strokeOutline(
        path.applying(.scale(x: scale, y: scale)), style: style, scale: scale)
      stroked = local.mapped { x, y in
        let point = transform.apply(to: Point(x: x / scale, y: y / scale))
        return (point.x, point.y)
      }
    }
    guard let box = stroked.controlBox else { return }
    try fill(stroked, evenOdd: false, bounds: Rect(box), color: color)
  }

  /// The outline of `path` (already in the stroking space) stroked with `style` scaled by `scale`.
  private func strokeOutline(_ path: VectorPath, style: StrokeStyle, scale: Double) throws -> OutlinePath {
    let centreLine: OutlinePath
    if let pattern = DashPattern(style, scale: scale) {
      centreLine = try pattern.dashes(of: Polyline.flatten(path))
    } else {
      centreLine = OutlinePath(path, transform: .identity)
    }
    return try stroker.stroke(
      centreLine, width: style.lineWidth * scale, cap: style.lineCap.outlineCap, join: style.lineJoin.outlineJoin,
      miterLimit: style.miterLimit)
  }
}

extension Rect {
  /// The rectangle spanned by an outline's control box.
  init(_ box: (minX: Double, minY: Double, maxX: Double, maxY: Double)) {
    self.init(x: box.minX, y: box.minY, width: box.maxX - box.minX, height: box.maxY - box.minY)
  }
}

extension StrokeStyle {
  /// True when the width, miter limit, dash lengths and phase are all finite.
  var isFinite: Bool {
    lineWidth.isFinite && miterLimit.isFinite && dashPhase.isFinite && dash.allSatisfy(\.isFinite)
  }
}

extension StrokeStyle.LineCap {
  /// The stroker's cap.
  var outlineCap: OutlineStroker.Cap {
    switch self {
    case .butt: return .butt
    case .round: return .round
    case .square: return .square
    }
  }
}

extension StrokeStyle.LineJoin {
  /// The stroker's join.
  var outlineJoin: OutlineStroker.Join {
    switch self {
    case .miter: return .miter
    case .round: return .round
    case .bevel: return .bevel
    }
  }
}
