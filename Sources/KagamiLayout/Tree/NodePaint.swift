import KagamiImage

/// How a node paints, besides its content: applied as
/// `transform { blend { shadow { blur { opacity { mask { clip { background, content, children, border } } } } } } }`.
///
/// SwiftUI applies modifiers outside-in; a modifier that belongs inside something already set on a
/// node goes on a wrapper node of the same size instead (`needsWrapper(at:)`).
public struct NodePaint: Hashable, Sendable {
  /// Filled under everything the node draws (shaped by `backgroundShape`).
  public var background: RGBAColor?
  /// The shape of the background fill.
  public var backgroundShape: ShapeKind = .rectangle
  /// Clips the node's painting and its children.
  public var clip: ShapeKind?
  /// A border drawn over the content, inside the frame.
  public var border: Border?
  /// Group opacity of the node and its children (0…1).
  public var opacity: Double = 1
  /// Hidden nodes keep their frame but paint nothing and are not accessible.
  public var isHidden = false
  /// Moves the node and its children where they are drawn (and in dumps) without changing the layout
  /// of anything else, as SwiftUI's `offset`.
  public var offset = Point(x: 0, y: 0)

  /// The standard deviation, in points, of a Gaussian blur of everything the node draws (0: none).
  public var blurRadius: Double = 0
  /// A shadow of everything the node draws, under it.
  public var shadow: Shadow?
  /// How the node's drawing combines with what is under it.
  public var blendMode: BlendMode = .normal
  /// Maps the node's drawing (in points, relative to its frame's top-left corner) without changing
  /// layout: `scaleEffect` and `rotationEffect`.
  public var transform: AffineTransform = .identity
  /// The node's last child is a mask: the rest is drawn through its alpha (`mask(alignment:_:)`).
  public var hasMask = false

  /// Where a painting property sits in the order above, innermost first.
  public enum Level: Int, Comparable, Sendable {
    /// `background`.
    case background
    /// `border`.
    case border
    /// `clip`.
    case clip
    /// `hasMask`.
    case mask
    /// `opacity`.
    case opacity
    /// `blurRadius`.
    case blur
    /// `shadow`.
    case shadow
    /// `blendMode`.
    case blend
    /// `transform`.
    case transform

    /// Inner levels come first.
    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// Whether a modifier painting at `level` must wrap the node: something at that level or outside it
  /// is set already (which the modifier, applied later, must enclose), or the node is hidden.
  public func needsWrapper(at level: Level) -> Bool {
    if isHidden { return true }
    let set: [(Level, Bool)] = [
      (.background, background != nil), (.border, border != nil), (.clip, clip != nil), (.mask, hasMask),
      (.opacity, opacity != 1), (.blur, blurRadius != 0), (.shadow, shadow != nil), (.blend, blendMode != .normal),
      (.transform, !transform.isIdentity),
    ]
    return set.contains { $0.0 >= level && $0.1 }
  }

  /// No painting of its own.
  public init() {}

  /// Whether nothing was set.
  public var isEmpty: Bool { self == NodePaint() }
}
