/// How a paragraph is broken and placed: width, line limit, truncation, alignment, line height.
public struct ParagraphStyle: Sendable, Equatable {
  /// The width lines break at, in points; nil (or infinite) for unlimited. Zero, negative and NaN
  /// widths act as zero: every grapheme cluster gets its own line.
  public var width: Double?
  /// The most lines shown; nil (or ≤ 0) for no limit.
  public var lineLimit: Int?
  /// When the line limit cuts text off, end the last line with "…".
  public var truncatesTail: Bool
  /// Alignment of each line inside `width` (or the widest line when the width is unlimited).
  public var alignment: TextAlignment
  /// Baseline-to-baseline distance in points; nil for the fonts' own line height.
  public var lineHeight: Double?

  /// A style from its parts.
  public init(
    width: Double? = nil, lineLimit: Int? = nil, truncatesTail: Bool = true, alignment: TextAlignment = .leading,
    lineHeight: Double? = nil
  ) {
    self.width = width
    self.lineLimit = lineLimit
    self.truncatesTail = truncatesTail
    self.alignment = alignment
    self.lineHeight = lineHeight
  }

  /// The break width in 1/64 device pixels at `scale` (`Int.max` when unlimited).
  func maximumWidth64(scale: Int) -> Int {
    guard let width else { return Int.max }
    if width.isNaN || width <= 0 { return 0 }
    if width.isInfinite { return Int.max }
    return Int(min(width * Double(scale) * 64, 1e15).rounded(.toNearestOrAwayFromZero))
  }

  /// The line limit as a count (`Int.max` when unlimited).
  var maximumLines: Int {
    guard let lineLimit, lineLimit > 0 else { return Int.max }
    return lineLimit
  }
}
