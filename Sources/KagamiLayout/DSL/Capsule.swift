/// A rectangle with fully rounded ends that fills the space its container offers.
public struct Capsule: PrimitiveView, ShapeView {
  /// A capsule.
  public init() {}

  /// A capsule.
  public var shapeKind: ShapeKind { .capsule }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    [ViewNode.shape("capsule", .capsule, color: environment.resolve(environment.foreground ?? .label))]
  }
}
