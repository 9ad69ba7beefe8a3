/// The role of an accessibility element, as VoiceOver announces it.
public enum AccessibilityRole: String, Hashable, Sendable, CaseIterable {
  /// Plain text.
  case staticText
  /// A heading.
  case header
  /// A button.
  case button
  /// A link.
  case link
  /// An image.
  case image
  /// A group read as one element.
  case group
  /// A switch (`Toggle`).
  case toggle
  /// A text field.
  case textField
  /// A progress bar or spinner.
  case progressIndicator
}
