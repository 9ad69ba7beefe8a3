import KagamiFreeType
import KagamiImage

extension OutlinePath {
  /// `path` mapped through `transform` into 26.6 device pixels, curves kept as curves (quadratic ones
  /// as FreeType conics). A subpath ended by `closeSubpath` is a closed contour, any other an open
  /// one; drawing on after `closeSubpath` without a move starts a new contour at the subpath's start,
  /// as in SVG and SwiftUI. The last contour is left unfinished (open).
  init(_ path: VectorPath, transform: AffineTransform) {
    self.init()
    var start = Point(x: 0, y: 0)
    var needsMove = false
    func mapped(_ point: Point) -> Point { transform.apply(to: point) }
    func restart() {
      guard needsMove else { return }
      let point = mapped(start)
      move(to: point.x, point.y)
      needsMove = false
    }
    for element in path.elements {
      switch element {
      case .move(let point):
        start = point
        needsMove = false
        let device = mapped(point)
        move(to: device.x, device.y)
      case .line(let point):
        restart()
        let device = mapped(point)
        line(to: device.x, device.y)
      case .quadCurve(let point, let control):
        restart()
        let (device, handle) = (mapped(point), mapped(control))
        quadCurve(to: device.x, device.y, control: handle.x, handle.y)
      case .curve(let point, let control1, let control2):
        restart()
        let (device, handle1, handle2) = (mapped(point), mapped(control1), mapped(control2))
        curve(to: device.x, device.y, control1: handle1.x, handle1.y, control2: handle2.x, handle2.y)
      case .closeSubpath:
        closeContour()
        needsMove = true
      }
    }
  }
}
