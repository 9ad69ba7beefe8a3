/// A shape filled with a given colour (from `ShapeView.fill(_:)`).
public struct FilledShape: PrimitiveView {
  let kind: ShapeKind
  let color: Color

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    [ViewNode.shape("shape", kind, color: environment.resolve(color))]
  }
}
