import Foundation
import KagamiImage

/// A custom shape, as SwiftUI's `Shape`: `path(in:)` gives its outline in a rectangle, and the shape
/// is a view that takes the space offered and fills its path with the foreground colour (or
/// `fill`, `stroke`, `trim` say otherwise). The path is made once the frame is laid out, in the
/// frame's own points.
///
/// Kagami's built-in shapes (`Rectangle`, `RoundedRectangle`, `Circle`, `Capsule`) are `ShapeView`s,
/// which have the same modifiers.
public protocol Shape: View {
  /// The shape's outline in `rect`.
  func path(in rect: CGRect) -> Path
}

extension Shape {
  /// The shape filled with the foreground colour.
  public var body: ShapePaint<Self> { ShapePaint(shape: self, paint: .fill(nil)) }

  /// The shape filled with `style` (a colour, a hierarchical style, a material; a gradient fills with
  /// its first stop's colour).
  public func fill<S: ShapeStyle>(_ style: S, style fillStyle: FillStyle = FillStyle()) -> ShapePaint<Self> {
    ShapePaint(shape: self, paint: .fill(AnyShapeStyle(style)), fillRule: fillStyle.isEOFilled ? .evenOdd : .nonZero)
  }

  /// The shape's outline stroked `lineWidth` points wide with `style`, centred on the outline.
  public func stroke<S: ShapeStyle>(_ style: S, lineWidth: Double = 1) -> ShapePaint<Self> {
    ShapePaint(shape: self, paint: .stroke(AnyShapeStyle(style), StrokeStyle(lineWidth: lineWidth)))
  }

  /// The shape's outline stroked with `style` in `strokeStyle`.
  public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> ShapePaint<Self> {
    ShapePaint(shape: self, paint: .stroke(AnyShapeStyle(style), strokeStyle))
  }

  /// The shape's outline stroked `lineWidth` points wide in the foreground colour.
  public func stroke(lineWidth: Double = 1) -> ShapePaint<Self> {
    ShapePaint(shape: self, paint: .stroke(nil, StrokeStyle(lineWidth: lineWidth)))
  }

  /// The shape's outline stroked in the foreground colour with `style`.
  public func stroke(style: StrokeStyle) -> ShapePaint<Self> { ShapePaint(shape: self, paint: .stroke(nil, style)) }

  /// The part of the outline from `from` to `to` (fractions of its length, 0…1), as SwiftUI's
  /// `trim(from:to:)`: curves are measured as 16 straight pieces each.
  public func trim(from startFraction: Double = 0, to endFraction: Double = 1) -> TrimmedShape<Self> {
    TrimmedShape(shape: self, from: startFraction, to: endFraction)
  }
}

/// A shape style kept for later resolution.
struct AnyShapeStyle {
  let color: (Color?) -> Color

  init<S: ShapeStyle>(_ style: S) { color = { shapeStyleColor(style, over: $0) } }
}

/// A `Shape` with its paint: one node whose drawing is made at the frame's size.
public struct ShapePaint<S: Shape>: PrimitiveView {
  enum Paint {
    case fill(AnyShapeStyle?)
    case stroke(AnyShapeStyle?, StrokeStyle)
  }

  let shape: S
  let paint: Paint
  var fillRule = FillRule.nonZero

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    let foreground = environment.foreground
    let shape = shape
    let fillRule = fillRule
    let drawn: (VectorPath) -> VectorDrawing.Shape
    switch paint {
    case .fill(let style):
      let color = environment.resolve(style?.color(foreground) ?? foreground ?? .label)
      drawn = { VectorDrawing.Shape(path: $0, fill: .color(color), fillRule: fillRule) }
    case .stroke(let style, let strokeStyle):
      let color = environment.resolve(style?.color(foreground) ?? foreground ?? .label)
      drawn = { VectorDrawing.Shape(path: $0, stroke: .color(color), strokeStyle: strokeStyle) }
    }
    var node = ViewNode(kind: "shape")
    node.content = .vector(VectorDrawing(shapes: []))
    node.frameDrawing = FrameDrawing { width, height in
      let path = shape.path(in: CGRect(x: 0, y: 0, width: width, height: height))
      return VectorDrawing(shapes: [drawn(path.geometry)])
    }
    node.expandsHorizontally = true
    node.expandsVertically = true
    return [node]
  }
}

/// A shape cut to part of its outline (`trim(from:to:)`).
public struct TrimmedShape<Base: Shape>: Shape {
  let shape: Base
  let from: Double
  let to: Double

  /// The trimmed outline in `rect`.
  public func path(in rect: CGRect) -> Path { Path(shape.path(in: rect).geometry.trimmed(from: from, to: to)) }
}

/// What a node draws once its size is known (custom `Shape`s): `draw(width, height)` in points.
struct FrameDrawing {
  let draw: (Double, Double) -> VectorDrawing
}
