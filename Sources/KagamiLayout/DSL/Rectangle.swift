/// A rectangle that fills the space its container offers (size it with `frame`).
public struct Rectangle: PrimitiveView, ShapeView {
  /// A rectangle.
  public init() {}

  /// A rectangle.
  public var shapeKind: ShapeKind { .rectangle }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    [ViewNode.shape("rectangle", .rectangle, color: environment.resolve(environment.foreground ?? .label))]
  }
}
