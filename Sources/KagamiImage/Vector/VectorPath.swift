/// A vector path in its own coordinate space (y grows downwards): subpaths of straight segments and
/// quadratic and cubic Bézier curves, as SwiftUI's `Path` and SVG's path data describe them.
///
/// A subpath that ends without `closeSubpath()` is open: it is filled as if closed, but a stroke
/// gives its ends caps instead of a join.
public struct VectorPath: Equatable, Hashable, Sendable {
  /// One step of a path.
  public enum Element: Equatable, Hashable, Sendable {
    /// Starts a subpath at a point.
    case move(to: Point)
    /// A straight segment to a point.
    case line(to: Point)
    /// A quadratic Bézier curve with one control point.
    case quadCurve(to: Point, control: Point)
    /// A cubic Bézier curve with two control points.
    case curve(to: Point, control1: Point, control2: Point)
    /// Closes the current subpath with a straight segment to its start.
    case closeSubpath
  }

  /// The elements, in drawing order.
  public internal(set) var elements: [Element]

  /// An empty path.
  public init() { elements = [] }

  /// A path of `elements`.
  public init(elements: [Element]) { self.elements = elements }

  /// True when the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The current point: where the last element ended (nil before the first `move`).
  public var currentPoint: Point? {
    var start: Point?
    var current: Point?
    for element in elements {
      switch element {
      case .move(let point):
        start = point
        current = point
      case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): current = point
      case .closeSubpath: current = start
      }
    }
    return current
  }

  /// Starts a new subpath at `point`.
  public mutating func move(to point: Point) { elements.append(.move(to: point)) }

  /// A straight segment to `point` (starting a subpath there when there is no current point).
  public mutating func addLine(to point: Point) {
    elements.append(currentPoint == nil ? .move(to: point) : .line(to: point))
  }

  /// A quadratic Bézier curve to `point`.
  public mutating func addQuadCurve(to point: Point, control: Point) {
    if currentPoint == nil { move(to: control) }
    elements.append(.quadCurve(to: point, control: control))
  }

  /// A cubic Bézier curve to `point`.
  public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
    if currentPoint == nil { move(to: control1) }
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }

  /// Closes the current subpath.
  public mutating func closeSubpath() {
    if currentPoint != nil { elements.append(.closeSubpath) }
  }

  /// Appends `other`'s elements.
  public mutating func addPath(_ other: VectorPath) { elements += other.elements }

  /// A new subpath through `points`, open.
  public mutating func addLines(_ points: [Point]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { elements.append(.line(to: point)) }
  }

  /// The path with every point mapped through `transform`.
  public func applying(_ transform: AffineTransform) -> VectorPath {
    VectorPath(
      elements: elements.map { element in
        switch element {
        case .move(let point): return .move(to: transform.apply(to: point))
        case .line(let point): return .line(to: transform.apply(to: point))
        case .quadCurve(let point, let control):
          return .quadCurve(to: transform.apply(to: point), control: transform.apply(to: control))
        case .curve(let point, let control1, let control2):
          return .curve(
            to: transform.apply(to: point), control1: transform.apply(to: control1),
            control2: transform.apply(to: control2))
        case .closeSubpath: return .closeSubpath
        }
      })
  }

  /// The smallest rectangle containing every point and control point (nil when empty).
  public var controlPointBounds: Rect? {
    var xs: [Double] = []
    var ys: [Double] = []
    for element in elements {
      switch element {
      case .move(let point), .line(let point):
        xs.append(point.x)
        ys.append(point.y)
      case .quadCurve(let point, let control):
        xs += [point.x, control.x]
        ys += [point.y, control.y]
      case .curve(let point, let control1, let control2):
        xs += [point.x, control1.x, control2.x]
        ys += [point.y, control1.y, control2.y]
      case .closeSubpath: break
      }
    }
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// True when every coordinate is finite.
  public var isFinite: Bool {
    guard let bounds = controlPointBounds else { return true }
    return bounds.isFinite
  }
}
