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

  /// Marks the view as a control's own drawing (a custom switch's track, a field's border): the
  /// accessibility audit judges the contrast of the shapes it paints with what is under them
  /// (non-text contrast, WCAG 1.4.11: at least 3:1 for one of them). Changes no pixel and nothing
  /// that is read. Kagami's `Toggle`, `TextField` (rounded border), `Slider` and `Stepper` do it.
  public func accessibilityDrawsControl() -> ModifiedView<Self> {
    ModifiedView(content: self) { node in
      var node = node
      node.accessibility.drawsControl = true
      return node
    }
  }
}
