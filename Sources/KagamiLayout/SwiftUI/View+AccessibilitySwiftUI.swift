/// SwiftUI's accessibility modifiers, fed into Kagami's accessibility dump.
extension View {
  /// What VoiceOver reads for the view: the text's characters.
  public func accessibilityLabel(_ label: Text) -> ModifiedView<Self> {
    accessibilityLabel(label.segments.map(\.string).joined())
  }

  /// What VoiceOver reads for the view: the localized key, as written.
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedView<Self> {
    accessibilityLabel(labelKey.text)
  }

  /// Adds traits: `.isButton`, `.isLink`, `.isHeader`, `.isImage` and `.isStaticText` set the role the
  /// dump shows (a container with a role is read as one element); others have no effect.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedView<Self> {
    ModifiedView(content: self) { node in
      var node = node
      if let role = traits.role { node.accessibility.role = role }
      return node
    }
  }

  /// Removes traits. **No effect**: roles come from the view and `accessibilityAddTraits`.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> Self { self }

  /// How the view's children are read: `.combine` and `.ignore` read the view as one element (role
  /// `group` unless one is set): its label if it has one, else its children's labels joined
  /// (**partial** for `.ignore`, whose children SwiftUI does not read); `.contain` changes nothing.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedView<Self> {
    ModifiedView(content: self) { node in
      var node = node
      switch children {
      case .combine, .ignore: if node.accessibility.role == nil { node.accessibility.role = .group }
      case .contain: break
      }
      return node
    }
  }

  /// A hint of what the view does. **No effect**: the dump shows roles and labels.
  public func accessibilityHint(_ hint: String) -> Self { self }

  /// The view's value. **No effect**: the dump shows roles and labels.
  public func accessibilityValue(_ value: String) -> Self { self }

  /// An identifier for UI tests. **No effect**.
  public func accessibilityIdentifier(_ identifier: String) -> Self { self }

  /// The view's reading order among its siblings. **No effect**: siblings are read in layout order.
  public func accessibilitySortPriority(_ sortPriority: Double) -> Self { self }
}

/// Accessibility traits, as SwiftUI's `AccessibilityTraits`; some set the role Kagami's dump shows.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: Int

  /// A set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// A button.
  public static let isButton = AccessibilityTraits(rawValue: 1)
  /// A header.
  public static let isHeader = AccessibilityTraits(rawValue: 2)
  /// A link.
  public static let isLink = AccessibilityTraits(rawValue: 4)
  /// An image.
  public static let isImage = AccessibilityTraits(rawValue: 8)
  /// Static text.
  public static let isStaticText = AccessibilityTraits(rawValue: 16)
  /// Selected (no effect on the dump).
  public static let isSelected = AccessibilityTraits(rawValue: 32)
  /// Summary element (no effect on the dump).
  public static let isSummaryElement = AccessibilityTraits(rawValue: 64)

  /// The role the traits give, the first of button, link, header, image, static text.
  var role: AccessibilityRole? {
    if contains(.isButton) { return .button }
    if contains(.isLink) { return .link }
    if contains(.isHeader) { return .header }
    if contains(.isImage) { return .image }
    if contains(.isStaticText) { return .staticText }
    return nil
  }
}

/// How a view's children are read (`accessibilityElement(children:)`).
public enum AccessibilityChildBehavior: Hashable, Sendable {
  /// The children are not read.
  case ignore
  /// The children are read as they are.
  case contain
  /// The children are read as one element.
  case combine
}
