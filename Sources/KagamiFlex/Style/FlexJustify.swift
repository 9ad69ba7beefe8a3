/// Distribution of items along the main axis.
public enum FlexJustify: Hashable, Sendable, CaseIterable {
  /// Packed at the start (the default).
  case flexStart
  /// Centered.
  case center
  /// Packed at the end.
  case flexEnd
  /// Free space between items.
  case spaceBetween
  /// Half-size space at both ends.
  case spaceAround
  /// Equal space everywhere.
  case spaceEvenly
}
