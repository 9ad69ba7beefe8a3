import KagamiFlex

/// Cross-axis alignment of a `VStack`'s children.
public enum HorizontalAlignment: Hashable, Sendable {
  /// Leading edge (left in LTR).
  case leading
  /// Centered.
  case center
  /// Trailing edge.
  case trailing

  var flexAlign: FlexAlign {
    switch self {
    case .leading: return .flexStart
    case .center: return .center
    case .trailing: return .flexEnd
    }
  }
}
