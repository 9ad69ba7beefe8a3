import KagamiImage

/// What a leaf node draws inside its frame.
public enum NodeContent: Equatable, Sendable {
  /// Text.
  case text(TextRun)
  /// An image.
  case image(ImageContent)
  /// A filled shape (shape views and colours).
  case shape(ShapeKind, RGBAColor)
  /// A shape's outline stroked along its edge, half inside and half outside (`Circle().stroke(…)`).
  case strokedShape(ShapeKind, RGBAColor, StrokeStyle)
  /// A vector drawing with its colours resolved: a `Path` view (in the frame's own points, no view
  /// box) or an SVG icon (its view box fitted into the frame).
  case vector(VectorDrawing)
  /// A shape filled with a gradient whose geometry is in unit coordinates of the frame (0,0 top-left,
  /// 1,1 bottom-right) and whose radii are in points (`LinearGradient`, `RadialGradient`, `fill(_:)`).
  case gradient(ShapeKind, GradientFill)
}
