import KagamiImage

/// A vector path drawn in the space its container offers, in that frame's own points (y down), as
/// SwiftUI's `Path`: filled with the foreground colour unless `fill` or `stroke` says otherwise.
///
/// Coordinates are `Point`s (SwiftUI's are `CGPoint`s); the path is not scaled to its frame.
public struct Path: PrimitiveView, Sendable {
  /// The geometry.
  public var geometry: VectorPath

  /// An empty path.
  public init() { geometry = VectorPath() }

  /// A path built by `build`, as `Path { path in path.move(to: …) }`.
  public init(_ build: (inout Path) -> Void) {
    self.init()
    build(&self)
  }

  /// A path of `geometry`.
  public init(_ geometry: VectorPath) { self.geometry = geometry }

  /// Starts a subpath at `point`.
  public mutating func move(to point: Point) { geometry.move(to: point) }
  /// A straight segment to `point`.
  public mutating func addLine(to point: Point) { geometry.addLine(to: point) }
  /// Straight segments through `points`, as a new open subpath.
  public mutating func addLines(_ points: [Point]) { geometry.addLines(points) }
  /// A quadratic Bézier curve to `point`.
  public mutating func addQuadCurve(to point: Point, control: Point) {
    geometry.addQuadCurve(to: point, control: control)
  }
  /// A cubic Bézier curve to `point`.
  public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
    geometry.addCurve(to: point, control1: control1, control2: control2)
  }
  /// Closes the current subpath.
  public mutating func closeSubpath() { geometry.closeSubpath() }
  /// A closed subpath around `rect`.
  public mutating func addRect(_ rect: Rect) { geometry.addRect(rect) }
  /// The ellipse inscribed in `rect`, as a closed subpath.
  public mutating func addEllipse(in rect: Rect) { geometry.addEllipse(in: rect) }
  /// A rectangle with corners of `cornerRadius`, as a closed subpath.
  public mutating func addRoundedRect(in rect: Rect, cornerRadius: Double) {
    geometry.addRoundedRect(in: rect, cornerSize: (cornerRadius, cornerRadius))
  }
  /// An arc of a circle, as SwiftUI's `addArc(center:radius:startAngle:endAngle:clockwise:)`.
  public mutating func addArc(center: Point, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
    geometry.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }

  /// The path filled with `color` by `style`'s rule.
  public func fill(_ color: Color, style: FillStyle = FillStyle()) -> PathShape {
    PathShape(geometry: geometry, fill: color, fillRule: style.isEOFilled ? .evenOdd : .nonZero)
  }

  /// The path's outline stroked `lineWidth` wide with `color`.
  public func stroke(_ color: Color, lineWidth: Double = 1) -> PathShape {
    PathShape(geometry: geometry, stroke: color, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The path's outline stroked with `color` in `style`.
  public func stroke(_ color: Color, style: StrokeStyle) -> PathShape {
    PathShape(geometry: geometry, stroke: color, style: style)
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    PathShape(geometry: geometry, fill: nil, fillRule: .nonZero).makeNodes(environment)
  }
}

/// How a path is filled, as SwiftUI's `FillStyle`.
public struct FillStyle: Equatable, Sendable {
  /// True for the even-odd rule, false for non-zero.
  public var isEOFilled: Bool

  /// A fill style; non-zero by default.
  public init(eoFill: Bool = false) { isEOFilled = eoFill }
}
