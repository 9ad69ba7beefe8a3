/// The user's preferred text size (Dynamic Type), from extra small to the five accessibility sizes.
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Sendable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
  case accessibilityExtraExtraExtraLarge

  /// True for the five accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rawValue < rhs.rawValue }
}
