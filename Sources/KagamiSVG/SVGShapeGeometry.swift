import KagamiImage

/// The outlines of SVG's basic shapes, as SVG 2 defines them (§10): each starts where the spec's
/// equivalent path starts and runs in the same direction (clockwise on screen), with quarter
/// ellipses as cubics whose handles are `kappa` times the radius.
enum SVGShapeGeometry {
  /// The handle length of a cubic quarter circle of radius 1: 4/3·(√2 − 1), rounded to a Double.
  static let kappa = 0.5522847498307936

  /// A rectangle, with corners rounded by the radii `rx` and `ry` (already resolved: both zero or
  /// both positive, at most half the width and height).
  static func rect(x: Double, y: Double, width: Double, height: Double, rx: Double, ry: Double) -> VectorPath {
    let (right, bottom) = (x + width, y + height)
    guard rx > 0 && ry > 0 else {
      return VectorPath(elements: [
        .move(to: Point(x: x, y: y)), .line(to: Point(x: right, y: y)), .line(to: Point(x: right, y: bottom)),
        .line(to: Point(x: x, y: bottom)), .closeSubpath,
      ])
    }
    let (hx, hy) = (kappa * rx, kappa * ry)
    var elements: [VectorPath.Element] = [.move(to: Point(x: x + rx, y: y))]
    /// A straight side, left out when the radii take its whole length.
    func side(to point: Point) {
      if point != elements.last.flatMap(endPoint) { elements.append(.line(to: point)) }
    }
    side(to: Point(x: right - rx, y: y))
    elements.append(
      .curve(
        to: Point(x: right, y: y + ry), control1: Point(x: right - rx + hx, y: y),
        control2: Point(x: right, y: y + ry - hy)))
    side(to: Point(x: right, y: bottom - ry))
    elements.append(
      .curve(
        to: Point(x: right - rx, y: bottom), control1: Point(x: right, y: bottom - ry + hy),
        control2: Point(x: right - rx + hx, y: bottom)))
    side(to: Point(x: x + rx, y: bottom))
    elements.append(
      .curve(
        to: Point(x: x, y: bottom - ry), control1: Point(x: x + rx - hx, y: bottom),
        control2: Point(x: x, y: bottom - ry + hy)))
    side(to: Point(x: x, y: y + ry))
    elements.append(
      .curve(
        to: Point(x: x + rx, y: y), control1: Point(x: x, y: y + ry - hy), control2: Point(x: x + rx - hx, y: y)))
    elements.append(.closeSubpath)
    return VectorPath(elements: elements)
  }

  /// An ellipse (a circle when `rx == ry`) as four cubics from its rightmost point, through the
  /// bottom, left and top.
  static func ellipse(cx: Double, cy: Double, rx: Double, ry: Double) -> VectorPath {
    let (hx, hy) = (kappa * rx, kappa * ry)
    let right = Point(x: cx + rx, y: cy)
    let bottom = Point(x: cx, y: cy + ry)
    let left = Point(x: cx - rx, y: cy)
    let top = Point(x: cx, y: cy - ry)
    return VectorPath(elements: [
      .move(to: right),
      .curve(to: bottom, control1: Point(x: cx + rx, y: cy + hy), control2: Point(x: cx + hx, y: cy + ry)),
      .curve(to: left, control1: Point(x: cx - hx, y: cy + ry), control2: Point(x: cx - rx, y: cy + hy)),
      .curve(to: top, control1: Point(x: cx - rx, y: cy - hy), control2: Point(x: cx - hx, y: cy - ry)),
      .curve(to: right, control1: Point(x: cx + hx, y: cy - ry), control2: Point(x: cx + rx, y: cy - hy)),
      .closeSubpath,
    ])
  }

  /// A polyline (open) or polygon (closed) through `points`.
  static func poly(_ points: [Point], closed: Bool) -> VectorPath {
    var path = VectorPath()
    path.addLines(points)
    if closed { path.closeSubpath() }
    return path
  }

  /// Where an element ends (nil for `closeSubpath`).
  private static func endPoint(_ element: VectorPath.Element) -> Point? {
    switch element {
    case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): return point
    case .closeSubpath: return nil
    }
  }
}
