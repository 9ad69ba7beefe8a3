/// Horizontal alignment of lines inside the paragraph width.
public enum TextAlignment: Sendable, Equatable {
  /// The start edge of the layout direction (`ParagraphStyle.direction`): left, or right in a
  /// right-to-left layout.
  case leading
  /// Centred.
  case center
  /// The end edge of the layout direction: right, or left in a right-to-left layout.
  case trailing
}
