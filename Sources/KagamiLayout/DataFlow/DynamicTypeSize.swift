/// SwiftUI's name for the Dynamic Type sizes, from `.xSmall` to `.accessibility5`; each is one
/// `ContentSizeCategory` (UIKit's name, which `Traits` uses).
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Hashable, Sendable {
  /// The seven standard sizes (`.large` is the default).
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  /// The five accessibility sizes.
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// The size of a content size category.
  public init(_ category: ContentSizeCategory) { self = DynamicTypeSize(rawValue: category.rawValue) ?? .large }

  /// The same size as a content size category.
  public var contentSizeCategory: ContentSizeCategory { ContentSizeCategory(rawValue: rawValue) ?? .large }

  /// True for the five accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }
}
