import KagamiImage

/// Colours changing with the distance from `center` (a unit point of the frame), from `startRadius`
/// to `endRadius` points; a view that fills the space offered, as SwiftUI's `RadialGradient`.
public struct RadialGradient: GradientStyle, PrimitiveView {
  let gradient: Gradient
  let center: UnitPoint
  let startRadius: Double
  let endRadius: Double

  /// A radial gradient of `gradient` around `center`.
  public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  /// A radial gradient through `colors`, spread evenly.
  public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public var definition: GradientDefinition {
    func finite(_ value: Double) -> Double { value.isFinite ? max(value, 0) : 0 }
    return GradientDefinition(
      gradient: gradient,
      geometry: .radial(center: center.point, startRadius: finite(startRadius), endRadius: finite(endRadius)))
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    [ViewNode.gradient("gradient", .rectangle, definition.resolved(environment))]
  }
}
