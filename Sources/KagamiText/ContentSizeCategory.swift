/// The user's preferred text size (Dynamic Type), from extra small to the five accessibility sizes.
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Sendable {
  /// The seven standard sizes (xSmall … xxxLarge; `large` is the default).
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  /// The five accessibility sizes (AX1 … AX5).
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
  case accessibilityExtraExtraExtraLarge

  /// True for the five accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rawValue < rhs.rawValue }
}
