import KagamiFreeType
import KagamiImage

extension OutlinePath {
  /// Adds `shape`'s filled area as one or more closed contours.
  mutating func add(_ shape: RasterShape) {
    switch shape {
    case .rectangle(let rect): addRoundedRectangle(rect, .zero)
    case .roundedRectangle(let rect, let radii): addRoundedRectangle(rect, radii.fitted(to: rect))
    case .ellipse(let rect): addEllipse(rect)
    case .line(let from, let to, let width): addLine(from: from, to: to, width: width)
    }
  }

  /// Adds a rectangle with already-fitted corner radii.
  mutating func addRoundedRectangle(_ rect: Rect, _ radii: CornerRadii) {
    guard rect.width > 0, rect.height > 0 else { return }
    let k = VectorPath.quarterCircleHandle
    let (left, top, right, bottom) = (rect.x, rect.y, rect.maxX, rect.maxY)
    move(to: left + radii.topLeft, top)
    line(to: right - radii.topRight, top)
    if radii.topRight > 0 {
      let r = radii.topRight
      curve(to: right, top + r, control1: right - r + k * r, top, control2: right, top + r - k * r)
    }
    line(to: right, bottom - radii.bottomRight)
    if radii.bottomRight > 0 {
      let r = radii.bottomRight
      curve(to: right - r, bottom, control1: right, bottom - r + k * r, control2: right - r + k * r, bottom)
    }
    line(to: left + radii.bottomLeft, bottom)
    if radii.bottomLeft > 0 {
      let r = radii.bottomLeft
      curve(to: left, bottom - r, control1: left + r - k * r, bottom, control2: left, bottom - r + k * r)
    }
    line(to: left, top + radii.topLeft)
    if radii.topLeft > 0 {
      let r = radii.topLeft
      curve(to: left + r, top, control1: left, top + r - k * r, control2: left + r - k * r, top)
    }
    closeContour()
  }

  /// Adds the ellipse inscribed in `rect` as four cubic arcs.
  mutating func addEllipse(_ rect: Rect) {
    guard rect.width > 0, rect.height > 0 else { return }
    let k = VectorPath.quarterCircleHandle
    let rx = rect.width / 2
    let ry = rect.height / 2
    let cx = rect.x + rx
    let cy = rect.y + ry
    move(to: cx + rx, cy)
    curve(to: cx, cy + ry, control1: cx + rx, cy + k * ry, control2: cx + k * rx, cy + ry)
    curve(to: cx - rx, cy, control1: cx - k * rx, cy + ry, control2: cx - rx, cy + k * ry)
    curve(to: cx, cy - ry, control1: cx - rx, cy - k * ry, control2: cx - k * rx, cy - ry)
    curve(to: cx + rx, cy, control1: cx + k * rx, cy - ry, control2: cx + rx, cy - k * ry)
    closeContour()
  }

  /// Adds a line of `width` with butt caps as a quadrilateral.
  mutating func addLine(from: Point, to: Point, width: Double) {
    let dx = to.x - from.x
    let dy = to.y - from.y
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0, width > 0 else { return }
    let nx = -dy / length * (width / 2)
    let ny = dx / length * (width / 2)
    move(to: from.x + nx, from.y + ny)
    line(to: to.x + nx, to.y + ny)
    line(to: to.x - nx, to.y - ny)
    line(to: from.x - nx, from.y - ny)
    closeContour()
  }

  /// The outline of `shape` stroked with `width`, centred on its edge (filled with the even-odd rule).
  static func stroke(of shape: RasterShape, width: Double) -> OutlinePath {
    var path = OutlinePath()
    let half = width / 2
    switch shape {
    case .line:
      path.add(shape)
    case .rectangle(let rect):
      path.addRing(outer: rect.insetBy(-half), inner: rect.insetBy(half), radii: .zero, innerRadii: .zero)
    case .roundedRectangle(let rect, let radii):
      let fitted = radii.fitted(to: rect)
      let outer = rect.insetBy(-half)
      let grown = CornerRadii(
        topLeft: fitted.topLeft > 0 ? fitted.topLeft + half : 0,
        topRight: fitted.topRight > 0 ? fitted.topRight + half : 0,
        bottomRight: fitted.bottomRight > 0 ? fitted.bottomRight + half : 0,
        bottomLeft: fitted.bottomLeft > 0 ? fitted.bottomLeft + half : 0)
      path.addRing(
        outer: outer, inner: rect.insetBy(half), radii: grown.fitted(to: outer), innerRadii: fitted.insetBy(half))
    case .ellipse(let rect):
      path.addEllipse(rect.insetBy(-half))
      path.addEllipse(rect.insetBy(half))
    }
    return path
  }

  /// Adds an outer rounded rectangle and, when it has area, an inner one (for even-odd filling).
  mutating func addRing(outer: Rect, inner: Rect, radii: CornerRadii, innerRadii: CornerRadii) {
    addRoundedRectangle(outer, radii)
    if inner.width > 0, inner.height > 0 {
      addRoundedRectangle(inner, innerRadii.fitted(to: inner))
    }
  }
}
