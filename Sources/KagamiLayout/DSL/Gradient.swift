import KagamiImage

/// Colours at positions from 0 to 1, as SwiftUI's `Gradient`: what `LinearGradient` and
/// `RadialGradient` spread over a frame.
public struct Gradient: Hashable, Sendable {
  /// A colour at a position (0…1).
  public struct Stop: Hashable, Sendable {
    /// The colour.
    public var color: Color
    /// The position, 0…1.
    public var location: Double

    /// A stop from its parts.
    public init(color: Color, location: Double) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in order.
  public var stops: [Stop]

  /// A gradient through `stops`.
  public init(stops: [Stop]) { self.stops = stops }

  /// A gradient through `colors`, spread evenly.
  public init(colors: [Color]) {
    stops = colors.enumerated().map { index, color in
      Stop(color: color, location: colors.count > 1 ? Double(index) / Double(colors.count - 1) : 0)
    }
  }

  /// The stops with their colours resolved against `environment`.
  func resolved(_ environment: ViewEnvironment) -> [GradientFill.Stop] {
    stops.map { GradientFill.Stop(color: environment.resolve($0.color), location: $0.location) }
  }
}

/// A gradient that can fill a shape or a frame: `LinearGradient` and `RadialGradient`.
public protocol GradientStyle: View {
  /// The gradient's stops and geometry: unit coordinates of the frame, radii in points.
  var definition: GradientDefinition { get }
}

/// A gradient's stops and geometry before its colours are resolved.
public struct GradientDefinition: Hashable, Sendable {
  /// The colours and their positions.
  public var gradient: Gradient
  /// The geometry in unit coordinates of the frame (radii in points).
  public var geometry: GradientFill.Geometry

  /// The gradient with its colours resolved against `environment`.
  func resolved(_ environment: ViewEnvironment) -> GradientFill {
    GradientFill(stops: gradient.resolved(environment), geometry: geometry)
  }
}

extension ViewNode {
  /// A node for a shape of `kind` filled with `gradient`, taking the space offered.
  static func gradient(_ name: String, _ kind: ShapeKind, _ gradient: GradientFill) -> ViewNode {
    var node = ViewNode(kind: name)
    node.content = .gradient(kind, gradient)
    node.expandsHorizontally = true
    node.expandsVertically = true
    return node
  }
}
