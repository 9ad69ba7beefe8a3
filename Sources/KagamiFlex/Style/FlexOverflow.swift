/// Overflow behaviour that changes sizing.
public enum FlexOverflow: Hashable, Sendable, CaseIterable {
  /// Content may overflow (the default).
  case visible
  /// Clipped; sizes like visible.
  case hidden
  /// Scrolls: children are measured unconstrained along the main axis.
  case scroll
}
