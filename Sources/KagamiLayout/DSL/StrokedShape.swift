/// A shape's outline stroked with a colour and style (from `ShapeView.stroke`).
public struct StrokedShape: PrimitiveView, Sendable {
  let kind: ShapeKind
  let color: Color
  let style: StrokeStyle

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    var node = ViewNode(kind: "shape")
    node.content = .strokedShape(kind, environment.resolve(color), style)
    node.expandsHorizontally = true
    node.expandsVertically = true
    return [node]
  }
}
