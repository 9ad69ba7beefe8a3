/// Accessibility modifiers.
extension View {
  /// What VoiceOver reads for the view; a container with a label is read as one element.
  public func accessibilityLabel(_ label: String) -> ModifiedView<Self> {
    ModifiedView(content: self) { node in
      var node = node
      node.accessibility.label = label
      return node
    }
  }

  /// The view's role; a container with a role is read as one element (its texts joined).
  public func accessibilityRole(_ role: AccessibilityRole) -> ModifiedView<Self> {
    ModifiedView(content: self) { node in
      var node = node
      node.accessibility.role = role
      return node
    }
  }

  /// Hides the view and its children from accessibility (decorative content); still drawn.
  public func accessibilityHidden(_ hidden: Bool = true) -> ModifiedView<Self> {
    ModifiedView(content: self) { node in
      var node = node
      node.accessibility.isHidden = hidden
      return node
    }
  }
}
