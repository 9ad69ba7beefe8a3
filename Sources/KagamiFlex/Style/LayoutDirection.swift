/// The inline direction.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  /// Use the owner's direction.
  case inherit
  /// Left to right.
  case ltr
  /// Right to left.
  case rtl
}
