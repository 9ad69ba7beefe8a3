/// A direction of scrolling.
public enum Axis: Hashable, Sendable {
  /// Left and right.
  case horizontal
  /// Up and down.
  case vertical
}
