import KagamiImage
import KagamiRaster

/// Shapes and measurements the path tests share.
enum PathTestSupport {
  /// A five-pointed star (a pentagram, drawn point to every second point), centred on
  /// (`cx`, `cy`), outer radius `radius`, first point straight up.
  static func star(cx: Double, cy: Double, radius: Double) -> VectorPath {
    var path = VectorPath()
    let points = (0..<5).map { index -> Point in
      let (sine, cosine) = DeterministicTrig.sinCos(degrees: -90 + Double(index * 144))
      return Point(x: cx + radius * cosine, y: cy + radius * sine)
    }
    path.addLines(points)
    path.closeSubpath()
    return path
  }

  /// The alpha of every pixel (0–255), row-major.
  static func alphas(_ bitmap: Bitmap) -> [Int] {
    (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { x in Int(bitmap[x, y].alpha) } }
  }

  /// The total coverage of a canvas painted opaque black on transparent, in pixels.
  static func coveredArea(_ bitmap: Bitmap) -> Double {
    Double(alphas(bitmap).reduce(0, +)) / 255
  }

  /// True when (x, y) lies inside the convex polygon `corners` (either orientation), at least
  /// `margin` pixels from every edge (a negative margin grows the polygon).
  static func inside(_ corners: [Point], x: Double, y: Double, margin: Double = 0) -> Bool {
    let edges = Array(zip(corners, corners.dropFirst() + [corners[0]]))
    let orientation: Double = edges.reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y } >= 0 ? 1 : -1
    for (a, b) in edges {
      let (dx, dy) = (b.x - a.x, b.y - a.y)
      let distance = (dx * (y - a.y) - dy * (x - a.x)) / (dx * dx + dy * dy).squareRoot()
      if distance * orientation < margin { return false }
    }
    return true
  }
}
