/// Whether items wrap onto several lines.
public enum FlexWrap: Hashable, Sendable, CaseIterable {
  /// One line (the default).
  case noWrap
  /// Lines stack in the cross direction.
  case wrap
  /// Lines stack in the reverse cross direction.
  case wrapReverse
}
