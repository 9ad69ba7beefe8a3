import KagamiImage

/// Colours changing along the line from `startPoint` to `endPoint` (unit points of the frame), constant
/// across it; a view that fills the space offered, as SwiftUI's `LinearGradient`. Pixels before the
/// start take the first colour, after the end the last (Docs/paint.md for the exact arithmetic).
public struct LinearGradient: GradientStyle, PrimitiveView {
  let gradient: Gradient
  let startPoint: UnitPoint
  let endPoint: UnitPoint

  /// A linear gradient of `gradient` from `startPoint` to `endPoint`.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// A linear gradient through `colors`, spread evenly.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient through `stops`.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  public var definition: GradientDefinition {
    GradientDefinition(gradient: gradient, geometry: .linear(start: startPoint.point, end: endPoint.point))
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    [ViewNode.gradient("gradient", .rectangle, definition.resolved(environment))]
  }
}
