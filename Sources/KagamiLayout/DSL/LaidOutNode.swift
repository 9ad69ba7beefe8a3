import KagamiImage

/// A node of a laid-out screen: its kind, id, frame in screen points (on the pixel grid), what it
/// paints, its accessibility settings and children.
public struct LaidOutNode: Equatable, Sendable {
  /// What the node is (`vstack`, `text`, `padding`, …).
  public var kind: String
  /// The identity given with `.id(_:)`.
  public var id: String?
  /// The frame in points relative to the screen's top-left corner.
  public var frame: Rect
  /// What the leaf draws (text, image, shape), if anything.
  public var content: NodeContent?
  /// Background, clip, border, opacity, hidden.
  public var paint: NodePaint
  /// Accessibility label and role as set in the DSL (text has role `staticText`).
  public var accessibility: AccessibilityInfo
  /// The children, in order (painted in this order).
  public var children: [LaidOutNode]

  /// A node from its parts.
  public init(
    kind: String, id: String? = nil, frame: Rect, content: NodeContent? = nil, paint: NodePaint = NodePaint(),
    accessibility: AccessibilityInfo = AccessibilityInfo(), children: [LaidOutNode] = []
  ) {
    self.kind = kind
    self.id = id
    self.frame = frame
    self.content = content
    self.paint = paint
    self.accessibility = accessibility
    self.children = children
  }

  /// The frames of every node with an id, in tree order (the first wins when ids repeat).
  public var framesByID: [String: Rect] {
    var frames: [String: Rect] = [:]
    var stack: [LaidOutNode] = [self]
    while let node = stack.popLast() {
      if let id = node.id, frames[id] == nil { frames[id] = node.frame }
      stack.append(contentsOf: node.children.reversed())
    }
    return frames
  }
}
