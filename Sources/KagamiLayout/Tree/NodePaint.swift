import KagamiImage

/// How a node paints, besides its content: applied as
/// `opacity { clip { background, content, children, border } }`.
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

  /// No painting of its own.
  public init() {}

  /// Whether nothing was set.
  public var isEmpty: Bool { self == NodePaint() }
}
