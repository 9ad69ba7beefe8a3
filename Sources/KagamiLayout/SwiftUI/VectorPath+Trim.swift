import KagamiImage

extension VectorPath {
  /// The part of the path from `from` to `to`, fractions of its length (curves measured as 16
  /// straight pieces each), as open polylines; empty when `to <= from`.
  func trimmed(from: Double, to: Double) -> VectorPath {
    let start = min(max(from.isFinite ? from : 0, 0), 1)
    let end = min(max(to.isFinite ? to : 1, 0), 1)
    guard end > start else { return VectorPath() }
    // Flatten into subpaths of points.
    var subpaths: [[Point]] = []
    var current: [Point] = []
    var last = Point(x: 0, y: 0)
    var first = last
    func flush() {
      if current.count > 1 { subpaths.append(current) }
      current = []
    }
    for element in elements {
      switch element {
      case .move(let point):
        flush()
        current = [point]
        last = point
        first = point
      case .line(let point):
        if current.isEmpty { current = [last] }
        current.append(point)
        last = point
      case .quadCurve(let point, let control):
        if current.isEmpty { current = [last] }
        for step in 1...16 {
          let t = Double(step) / 16
          let u = 1 - t
          current.append(
            Point(
              x: u * u * last.x + 2 * u * t * control.x + t * t * point.x,
              y: u * u * last.y + 2 * u * t * control.y + t * t * point.y))
        }
        last = point
      case .curve(let point, let control1, let control2):
        if current.isEmpty { current = [last] }
        for step in 1...16 {
          let t = Double(step) / 16
          let u = 1 - t
          let a = u * u * u
          let b = 3 * u * u * t
          let c = 3 * u * t * t
          let d = t * t * t
          current.append(
            Point(
              x: a * last.x + b * control1.x + c * control2.x + d * point.x,
              y: a * last.y + b * control1.y + c * control2.y + d * point.y))
        }
        last = point
      case .closeSubpath:
        if !current.isEmpty { current.append(first) }
        flush()
        last = first
      }
    }
    flush()
    func distance(_ a: Point, _ b: Point) -> Double {
      let dx = b.x - a.x
      let dy = b.y - a.y
      return (dx * dx + dy * dy).squareRoot()
    }
    let total = subpaths.reduce(0) { sum, points in
      sum + zip(points, points.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
    }
    guard total > 0 else { return VectorPath() }
    let startLength = start * total
    let endLength = end * total
    var result = VectorPath()
    var travelled = 0.0
    for points in subpaths {
      var open = false
      for (a, b) in zip(points, points.dropFirst()) {
        let length = distance(a, b)
        let segmentStart = travelled
        let segmentEnd = travelled + length
        travelled = segmentEnd
        guard length > 0, segmentEnd > startLength, segmentStart < endLength else {
          open = false
          continue
        }
        func point(at position: Double) -> Point {
          let t = (position - segmentStart) / length
          return Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        if !open {
          result.move(to: segmentStart >= startLength ? a : point(at: startLength))
          open = true
        }
        result.addLine(to: segmentEnd <= endLength ? b : point(at: endLength))
      }
    }
    return result
  }
}
