import KagamiImage

/// A path with its paint (from `Path.fill` or `Path.stroke`): one node whose content is the drawing.
public struct PathShape: PrimitiveView, Sendable {
  let geometry: VectorPath
  var fill: Color?
  var fillRule = FillRule.nonZero
  var stroke: Color?
  var style = StrokeStyle()

  init(geometry: VectorPath, fill: Color?, fillRule: FillRule) {
    self.geometry = geometry
    self.fill = fill
    self.fillRule = fillRule
  }

  init(geometry: VectorPath, stroke: Color, style: StrokeStyle) {
    self.geometry = geometry
    self.stroke = stroke
    self.style = style
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    let foreground = environment.resolve(environment.foreground ?? .label)
    let fillColor = stroke == nil ? fill.map(environment.resolve) ?? foreground : nil
    let shape = VectorDrawing.Shape(
      path: geometry, fill: fillColor.map { .color($0) }, fillRule: fillRule,
      stroke: stroke.map { .color(environment.resolve($0)) }, strokeStyle: style)
    var node = ViewNode(kind: "path")
    node.content = .vector(VectorDrawing(shapes: [shape]))
    node.expandsHorizontally = true
    node.expandsVertically = true
    return [node]
  }
}
