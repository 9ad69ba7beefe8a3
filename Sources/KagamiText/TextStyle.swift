/// Apple's text styles, with the Dynamic Type point sizes Apple publishes for iOS
/// (Human Interface Guidelines, "Typography": xSmall … xxxLarge, then AX1 … AX5).
public enum TextStyle: String, CaseIterable, Sendable {
  /// The eleven iOS text styles, largest first.
  case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

  /// The style's weight: semibold for headline, regular otherwise.
  public var weight: FontWeight { self == .headline ? .semibold : .regular }

  /// The point size at `category`.
  public func pointSize(for category: ContentSizeCategory) -> Int {
    sizes[category.rawValue]
  }

  /// Sizes for the twelve categories, in `ContentSizeCategory` order.
  private var sizes: [Int] {
    switch self {
    case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
    }
  }
}
