import Foundation
import KagamiImage

/// SwiftUI's shape modifiers and names for Kagami's built-in shapes.
extension ShapeView {
  /// The shape's outline stroked `lineWidth` points wide in the foreground colour.
  public func stroke(lineWidth: Double = 1) -> ShapePaint<ShapeOutline> {
    ShapeOutline(kind: shapeKind).stroke(lineWidth: lineWidth)
  }

  /// The shape's outline stroked in the foreground colour with `style`.
  public func stroke(style: StrokeStyle) -> ShapePaint<ShapeOutline> {
    ShapeOutline(kind: shapeKind).stroke(style: style)
  }

  /// The shape's outline stroked `lineWidth` points wide in `color`, inside the shape (inset by half
  /// the line width), as SwiftUI's `strokeBorder`.
  public func strokeBorder(_ color: Color, lineWidth: Double = 1) -> ModifiedView<StrokedShape> {
    stroke(color, lineWidth: lineWidth).padding(lineWidth / 2)
  }

  /// The shape's outline stroked inside it in the foreground colour, `lineWidth` points wide.
  public func strokeBorder(lineWidth: Double = 1) -> ModifiedView<ShapePaint<ShapeOutline>> {
    stroke(lineWidth: lineWidth).padding(lineWidth / 2)
  }

  /// The shape's outline stroked inside it in `color` with `style`.
  public func strokeBorder(_ color: Color, style: StrokeStyle) -> ModifiedView<StrokedShape> {
    stroke(color, style: style).padding(style.lineWidth / 2)
  }

  /// The part of the shape's outline from `from` to `to` (see `Shape.trim(from:to:)`).
  public func trim(from startFraction: Double = 0, to endFraction: Double = 1) -> TrimmedShape<ShapeOutline> {
    ShapeOutline(kind: shapeKind).trim(from: startFraction, to: endFraction)
  }
}

/// A built-in shape's outline as a `Shape` (for `trim`, and strokes in the foreground colour).
public struct ShapeOutline: Shape {
  let kind: ShapeKind

  /// The outline in `rect`.
  public func path(in rect: CGRect) -> Path {
    let frame = Rect(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    var path = VectorPath()
    switch kind {
    case .rectangle: path.addRect(frame)
    case .roundedRectangle(let radius):
      let fitted = min(radius, frame.width / 2, frame.height / 2)
      path.addRoundedRect(in: frame, cornerSize: (fitted, fitted))
    case .circle:
      let side = min(frame.width, frame.height)
      path.addEllipse(
        in: Rect(
          x: frame.x + (frame.width - side) / 2, y: frame.y + (frame.height - side) / 2, width: side, height: side))
    case .capsule:
      let radius = min(frame.width, frame.height) / 2
      path.addRoundedRect(in: frame, cornerSize: (radius, radius))
    }
    return Path(path)
  }
}

/// The shape of a rounded corner, as SwiftUI's `RoundedCornerStyle`; Kagami draws circular corners
/// for both.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Circular corners.
  case circular
  /// Continuous (squircle) corners; drawn circular.
  case continuous
}

extension RoundedRectangle {
  /// A rounded rectangle with `cornerRadius` points of radius; `style` is drawn circular.
  public init(cornerRadius: Double, style: RoundedCornerStyle) { self.init(cornerRadius: cornerRadius) }

  /// A rounded rectangle with corners of `cornerSize` (drawn circular with the width as radius).
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
    self.init(cornerRadius: Double(cornerSize.width))
  }
}

extension Capsule {
  /// A capsule; `style` is drawn circular.
  public init(style: RoundedCornerStyle) { self.init() }
}

extension ShapeView where Self == Rectangle {
  /// A rectangle.
  public static var rect: Rectangle { Rectangle() }
}

extension ShapeView where Self == RoundedRectangle {
  /// A rounded rectangle with `cornerRadius` points of radius.
  public static func rect(cornerRadius: Double, style: RoundedCornerStyle = .circular) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius)
  }
}

extension ShapeView where Self == Circle {
  /// A circle.
  public static var circle: Circle { Circle() }
}

extension ShapeView where Self == Capsule {
  /// A capsule.
  public static var capsule: Capsule { Capsule() }
}
