import KagamiImage

/// A shape that fills the space its container offers with the foreground colour (or its `fill`).
public protocol ShapeView: View {
  /// The shape's geometry.
  var shapeKind: ShapeKind { get }
}

extension ShapeView {
  /// The shape filled with `color` instead of the foreground colour.
  public func fill(_ color: Color) -> FilledShape { FilledShape(kind: shapeKind, color: color) }

  /// The shape's outline stroked `lineWidth` points wide in `color`, centred on its edge.
  public func stroke(_ color: Color, lineWidth: Double = 1) -> StrokedShape {
    StrokedShape(kind: shapeKind, color: color, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline stroked in `color` with `style`, centred on its edge.
  public func stroke(_ color: Color, style: StrokeStyle) -> StrokedShape {
    StrokedShape(kind: shapeKind, color: color, style: style)
  }
}

extension ViewNode {
  /// A node for a shape view of `kind` (shown in dumps) filled with `color`, taking the space offered.
  static func shape(_ name: String, _ shape: ShapeKind, color: RGBAColor) -> ViewNode {
    var node = ViewNode(kind: name)
    node.content = .shape(shape, color)
    node.expandsHorizontally = true
    node.expandsVertically = true
    return node
  }
}
