/// How a node is positioned.
public enum FlexPositionType: Hashable, Sendable, CaseIterable {
  /// In flow, offset by its insets (the default).
  case relative
  /// Out of flow, placed by insets in its containing block.
  case absolute
  /// In flow, ignores insets and is no containing block.
  case `static`
}
