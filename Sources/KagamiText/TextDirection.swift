/// A horizontal direction: of a layout (which side `.leading` is), or of a paragraph's text.
public enum TextDirection: Sendable, Equatable {
  /// Left to right (Latin, Japanese).
  case leftToRight
  /// Right to left (Arabic, Hebrew).
  case rightToLeft
}
