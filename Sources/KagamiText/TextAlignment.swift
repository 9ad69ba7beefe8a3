/// Horizontal alignment of lines inside the paragraph width.
public enum TextAlignment: Sendable, Equatable {
  /// Left edge (left-to-right text only is supported).
  case leading
  /// Centred.
  case center
  /// Right edge.
  case trailing
}
