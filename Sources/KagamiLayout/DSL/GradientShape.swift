/// A shape filled with a gradient (from `ShapeView.fill(_:)` with a `LinearGradient` or `RadialGradient`).
public struct GradientShape: PrimitiveView {
  let kind: ShapeKind
  let definition: GradientDefinition

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    [ViewNode.gradient("shape", kind, definition.resolved(environment))]
  }
}

extension ShapeView {
  /// The shape filled with `gradient` (its unit points relative to the shape's frame).
  public func fill<G: GradientStyle>(_ gradient: G) -> GradientShape {
    GradientShape(kind: shapeKind, definition: gradient.definition)
  }
}

extension View {
  /// Fills `shape` (resolved against the view's frame) with `gradient` under the view's content.
  public func background<G: GradientStyle>(_ gradient: G, in shape: ShapeKind = .rectangle) -> ModifiedView<Self> {
    background { GradientShape(kind: shape, definition: gradient.definition) }
  }

  /// Fills `shape` (a shape view such as `RoundedRectangle`) with `gradient` under the view's content.
  public func background<G: GradientStyle, S: ShapeView>(_ gradient: G, in shape: S) -> ModifiedView<Self> {
    background(gradient, in: shape.shapeKind)
  }
}
