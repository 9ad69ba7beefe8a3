import Foundation
import KagamiImage

/// SwiftUI's `Path` API with CoreGraphics values (`CGPoint`, `CGRect`, `CGSize`), as custom `Shape`s
/// write it; the DSL's `Point` forms are preferred where a literal fits both.
extension Path {
  /// A closed subpath around `rect`.
  public init(_ rect: CGRect) {
    self.init()
    addRect(rect)
  }

  /// A rounded rectangle with corners of `cornerRadius`.
  public init(roundedRect rect: CGRect, cornerRadius: Double, style: RoundedCornerStyle = .circular) {
    self.init()
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
  }

  /// The ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) {
    self.init()
    addEllipse(in: rect)
  }

  /// Starts a subpath at `point`.
  @_disfavoredOverload
  public mutating func move(to point: CGPoint) { move(to: Point(point)) }

  /// A straight segment to `point`.
  @_disfavoredOverload
  public mutating func addLine(to point: CGPoint) { addLine(to: Point(point)) }

  /// Straight segments through `points`, as a new open subpath.
  @_disfavoredOverload
  public mutating func addLines(_ points: [CGPoint]) { addLines(points.map(Point.init)) }

  /// A quadratic Bézier curve to `point`.
  @_disfavoredOverload
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    addQuadCurve(to: Point(point), control: Point(control))
  }

  /// A cubic Bézier curve to `point`.
  @_disfavoredOverload
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    addCurve(to: Point(point), control1: Point(control1), control2: Point(control2))
  }

  /// A closed subpath around `rect`.
  @_disfavoredOverload
  public mutating func addRect(_ rect: CGRect) { addRect(Rect(rect)) }

  /// The ellipse inscribed in `rect`.
  @_disfavoredOverload
  public mutating func addEllipse(in rect: CGRect) { addEllipse(in: Rect(rect)) }

  /// A rectangle with corners of `cornerSize`.
  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
    geometry.addRoundedRect(in: Rect(rect), cornerSize: (Double(cornerSize.width), Double(cornerSize.height)))
  }

  /// An arc of a circle (SwiftUI's `addArc(center:radius:startAngle:endAngle:clockwise:)`).
  @_disfavoredOverload
  public mutating func addArc(center: CGPoint, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
    addArc(center: Point(center), radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }

  /// The path's bounding box of control points (zero when empty).
  public var boundingRect: CGRect {
    guard let box = geometry.controlPointBounds else { return .zero }
    return CGRect(x: box.x, y: box.y, width: box.width, height: box.height)
  }
}

extension Point {
  /// A point from a `CGPoint`.
  init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension Rect {
  /// A rectangle from a `CGRect`.
  init(_ rect: CGRect) {
    self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
  }
}
