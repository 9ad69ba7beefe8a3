/// An edge a margin, padding, border or inset applies to; logical edges follow the layout direction.
public enum FlexEdge: Int, Hashable, Sendable, CaseIterable {
  /// The left edge.
  case left
  /// The top edge.
  case top
  /// The right edge.
  case right
  /// The bottom edge.
  case bottom
  /// The inline start (left in LTR, right in RTL).
  case start
  /// The inline end (right in LTR, left in RTL).
  case end
  /// Left and right.
  case horizontal
  /// Top and bottom.
  case vertical
  /// All four edges.
  case all
}
