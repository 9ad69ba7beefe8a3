/// A node's accessibility settings from the DSL (text and images get defaults).
public struct AccessibilityInfo: Hashable, Sendable {
  /// The label; a container with a label becomes one element and hides its children.
  public var label: String?
  /// The role.
  public var role: AccessibilityRole?

  /// Hidden from accessibility (with its children), though still drawn.
  public var isHidden: Bool

  /// The node draws a control's own shapes (a switch's track and knob, a text field's border, a
  /// slider's track, a stepper's buttons): the shapes that show where the control is and what state
  /// it is in. The audit judges their contrast with what is under them (WCAG 1.4.11, non-text
  /// contrast, 3:1). Never read, never drawn differently.
  public var drawsControl: Bool

  /// Settings from their parts.
  public init(
    label: String? = nil, role: AccessibilityRole? = nil, isHidden: Bool = false, drawsControl: Bool = false
  ) {
    self.label = label
    self.role = role
    self.isHidden = isHidden
    self.drawsControl = drawsControl
  }
}
