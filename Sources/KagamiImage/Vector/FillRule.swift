/// Which points a path's fill covers, as SwiftUI's `FillStyle(eoFill:)` and SVG's `fill-rule`.
public enum FillRule: String, Hashable, Sendable {
  /// Points the path winds around a non-zero number of times.
  case nonZero
  /// Points inside an odd number of the path's crossings.
  case evenOdd
}
