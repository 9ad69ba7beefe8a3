/// A rectangle with rounded corners that fills the space its container offers.
public struct RoundedRectangle: PrimitiveView, ShapeView {
  let cornerRadius: Double

  /// A rounded rectangle with `cornerRadius` points of radius.
  public init(cornerRadius: Double) { self.cornerRadius = cornerRadius }

  /// A rounded rectangle.
  public var shapeKind: ShapeKind { .roundedRectangle(cornerRadius: cornerRadius) }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    [ViewNode.shape("roundedRectangle", shapeKind, color: environment.resolve(environment.foreground ?? .label))]
  }
}
