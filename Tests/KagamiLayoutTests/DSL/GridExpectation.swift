import KagamiImage
import KagamiLayout

/// Expected grid frames, computed in the tests from SwiftUI's rules and put on the pixel grid by the
/// engine's rule, written out here independently: an edge is rounded to the nearest device pixel
/// (halves up), and a size is the difference of its rounded edges.
enum GridExpectation {
  /// `value` points rounded to the nearest of `scale` pixels per point.
  static func edge(_ value: Double, scale: Double) -> Double {
    (value * scale).rounded(.toNearestOrAwayFromZero) / scale
  }

  /// The frame of a box at `x`, `y` (unrounded, from the grid's origin) of `width` × `height`, placed
  /// at `origin` (on the grid).
  static func frame(x: Double, y: Double, width: Double, height: Double, origin: Rect, scale: Double) -> Rect {
    let left = edge(x, scale: scale)
    let top = edge(y, scale: scale)
    return Rect(
      x: origin.x + left, y: origin.y + top, width: edge(x + width, scale: scale) - left,
      height: edge(y + height, scale: scale) - top)
  }

  /// The first node of `kind`, depth first.
  static func first(_ kind: String, in node: LaidOutNode) -> LaidOutNode? {
    if node.kind == kind { return node }
    for child in node.children { if let found = first(kind, in: child) { return found } }
    return nil
  }

  /// Every node of `kind`, in tree order.
  static func all(_ kind: String, in node: LaidOutNode) -> [LaidOutNode] {
    (node.kind == kind ? [node] : []) + node.children.flatMap { all(kind, in: $0) }
  }
}
