import KagamiImage

/// One element of a screen's accessibility tree: what VoiceOver reads, in reading order.
public struct AccessibilityElement: Hashable, Sendable {
  /// Position in reading order, from 1.
  public var order: Int
  /// The role.
  public var role: AccessibilityRole
  /// What is read.
  public var label: String
  /// The element's frame in screen points.
  public var frame: Rect
  /// The node's id, if it has one.
  public var id: String?

  /// An element from its parts.
  public init(order: Int, role: AccessibilityRole, label: String, frame: Rect, id: String?) {
    self.order = order
    self.role = role
    self.label = label
    self.frame = frame
    self.id = id
  }
}
