import KagamiImage

/// The geometry of a shape view, a clip shape or a background: resolved against a node's frame.
public enum ShapeKind: Hashable, Sendable, CustomStringConvertible {
  /// The frame itself.
  case rectangle
  /// The frame with rounded corners (radius in points, fitted to the frame as CSS does).
  case roundedRectangle(cornerRadius: Double)
  /// The largest circle centred in the frame.
  case circle
  /// The frame with fully rounded ends (radius half the shorter side).
  case capsule

  /// `rect`, `rounded(12)`, `circle`, `capsule`, as in dumps.
  public var description: String {
    switch self {
    case .rectangle: return "rect"
    case .roundedRectangle(let radius): return "rounded(\(Rect.format(radius)))"
    case .circle: return "circle"
    case .capsule: return "capsule"
    }
  }
}
