/// Alignment on the cross axis (items, self, content).
public enum FlexAlign: Hashable, Sendable, CaseIterable {
  /// Inherit the container's alignItems (alignSelf only).
  case auto
  /// At the cross start.
  case flexStart
  /// Centered.
  case center
  /// At the cross end.
  case flexEnd
  /// Stretched to the line.
  case stretch
  /// On the first baseline (rows only).
  case baseline
  /// Lines: free space between.
  case spaceBetween
  /// Lines: half-size space at the ends.
  case spaceAround
  /// Lines: equal space everywhere.
  case spaceEvenly
}
