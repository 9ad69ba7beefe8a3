import KagamiFlex

/// Two-dimensional alignment, for `ZStack` and `frame`.
public struct Alignment: Hashable, Sendable {
  /// Horizontal part.
  public var horizontal: HorizontalAlignment
  /// Vertical part.
  public var vertical: VerticalAlignment

  /// An alignment from its two parts.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centered on both axes.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top edge, centered horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Leading edge, centered vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Trailing edge, centered vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom edge, centered horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Bottom trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// Applies the alignment to a column container's content.
  func apply(to style: inout FlexStyle) {
    style.flexDirection = .column
    style.alignItems = horizontal.flexAlign
    style.justifyContent =
      switch vertical {
      case .top: .flexStart
      case .center: .center
      case .bottom: .flexEnd
      }
  }
}
