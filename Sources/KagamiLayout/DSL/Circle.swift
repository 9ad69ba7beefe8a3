/// The largest circle centred in the space its container offers.
public struct Circle: PrimitiveView, ShapeView {
  /// A circle.
  public init() {}

  /// A circle.
  public var shapeKind: ShapeKind { .circle }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    [ViewNode.shape("circle", .circle, color: environment.resolve(environment.foreground ?? .label))]
  }
}
