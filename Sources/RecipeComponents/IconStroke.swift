/// One piece of an icon on the 24 × 24 design grid (coordinates in grid units).
enum IconStroke: Sendable {
  /// A stroked line with round ends.
  case line(Double, Double, Double, Double)
  /// A stroked circle (centre and radius).
  case ring(Double, Double, Double)
  /// A stroked rectangle (origin, size, corner radius).
  case box(Double, Double, Double, Double, radius: Double)
  /// A filled circle (centre and radius).
  case dot(Double, Double, Double)
  /// A filled rectangle (origin, size, corner radius).
  case fill(Double, Double, Double, Double, radius: Double)

  /// Several `line`s joined end to end through `points`.
  static func polyline(_ points: [(Double, Double)]) -> [IconStroke] {
    zip(points, points.dropFirst()).map { .line($0.0, $0.1, $1.0, $1.1) }
  }

  /// The lower half of a disc as thin filled slices (the DSL has no half-disc shape).
  static func halfDisc(centerX: Double, top: Double, radius: Double) -> [IconStroke] {
    let slices = 32
    let height = radius / Double(slices)
    return (0..<slices).map { index in
      let middle = (Double(index) + 0.5) * height
      let half = (radius * radius - middle * middle).squareRoot()
      return .fill(centerX - half, top + Double(index) * height, 2 * half, height * 1.5, radius: 0)
    }
  }
}
