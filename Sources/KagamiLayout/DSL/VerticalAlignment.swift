import KagamiFlex

/// Cross-axis alignment of an `HStack`'s children.
public enum VerticalAlignment: Hashable, Sendable {
  /// Top edge.
  case top
  /// Centered.
  case center
  /// Bottom edge.
  case bottom

  var flexAlign: FlexAlign {
    switch self {
    case .top: return .flexStart
    case .center: return .center
    case .bottom: return .flexEnd
    }
  }
}
