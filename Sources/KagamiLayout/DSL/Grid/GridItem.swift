/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`), as SwiftUI's `GridItem`: how wide it is, the
/// space after it and how its cells are aligned.
public struct GridItem: Hashable, Sendable {
  /// How a grid item is sized (widths for columns, heights for rows), as SwiftUI's `GridItem.Size`.
  public enum Size: Hashable, Sendable {
    /// Exactly this many points, whatever the space.
    case fixed(Double)
    /// A share of the space left after fixed items, kept between `minimum` and `maximum`.
    case flexible(minimum: Double = 10, maximum: Double = .infinity)
    /// As many items of at least `minimum` as fit in a flexible item's share, each at most `maximum`.
    case adaptive(minimum: Double, maximum: Double = .infinity)
  }

  /// The default space between items and between rows, in points (SwiftUI's default spacing).
  public static let defaultSpacing = 8.0

  /// How the item is sized.
  public var size: Size
  /// The space after the item, before the next one (nil: 8 points).
  public var spacing: Double?
  /// How the item's cells are aligned in their space (nil: the grid's alignment, centred across).
  public var alignment: Alignment?

  /// An item of `size`, with the space after it and its cells' alignment.
  public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}
