/// A node's accessibility settings from the DSL (text and images get defaults).
public struct AccessibilityInfo: Hashable, Sendable {
  /// The label; a container with a label becomes one element and hides its children.
  public var label: String?
  /// The role.
  public var role: AccessibilityRole?

  /// Hidden from accessibility (with its children), though still drawn.
  public var isHidden: Bool

  /// Settings from their parts.
  public init(label: String? = nil, role: AccessibilityRole? = nil, isHidden: Bool = false) {
    self.label = label
    self.role = role
    self.isHidden = isHidden
  }
}
