/// Whether width and height include padding and border.
public enum FlexBoxSizing: Hashable, Sendable, CaseIterable {
  /// Sizes include padding and border (the default).
  case borderBox
  /// Sizes exclude padding and border.
  case contentBox
}
