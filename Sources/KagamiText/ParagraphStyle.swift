/// How a paragraph is broken and placed: width, line limit, truncation, alignment, line height,
/// line spacing, direction.
public struct ParagraphStyle: Sendable, Equatable {
  /// The width lines break at, in points; nil (or infinite) for unlimited. Zero, negative and NaN
  /// widths act as zero: every grapheme cluster gets its own line.
  public var width: Double?
  /// The most lines shown; nil (or ≤ 0) for no limit.
  public var lineLimit: Int?
  /// When the line limit cuts text off, end the last line with "…".
  public var truncatesTail: Bool
  /// Alignment of each line inside `width` (or the widest line when the width is unlimited);
  /// `.leading` and `.trailing` follow `direction`.
  public var alignment: TextAlignment
  /// Baseline-to-baseline distance in points; nil for the fonts' own line height.
  public var lineHeight: Double?
  /// Points added between lines (SwiftUI's `lineSpacing`): after every line but the last, rounded
  /// once to whole device pixels (halves away from zero). Negative values act as 0 (as UIKit's
  /// `NSParagraphStyle.lineSpacing`, which is never negative); non-finite values are an error.
  public var lineSpacing: Double
  /// The layout direction (SwiftUI's `layoutDirection`): the side `.leading` aligns to (the right
  /// in `.rightToLeft`), and the direction of a paragraph with no strong character when
  /// `baseDirection` is nil.
  public var direction: TextDirection
  /// The direction of every paragraph of the text (its bidi paragraph level); nil takes each
  /// paragraph's from its first strong character (UAX #9 rules P2, P3), as Core Text's natural
  /// writing direction does: Arabic text reads right to left, English left to right, whatever the
  /// layout direction.
  public var baseDirection: TextDirection?

  /// A style from its parts.
  public init(
    width: Double? = nil, lineLimit: Int? = nil, truncatesTail: Bool = true, alignment: TextAlignment = .leading,
    lineHeight: Double? = nil, lineSpacing: Double = 0, direction: TextDirection = .leftToRight,
    baseDirection: TextDirection? = nil
  ) {
    self.width = width
    self.lineLimit = lineLimit
    self.truncatesTail = truncatesTail
    self.alignment = alignment
    self.lineHeight = lineHeight
    self.lineSpacing = lineSpacing
    self.direction = direction
    self.baseDirection = baseDirection
  }

  /// The line spacing in whole device pixels at `scale`.
  func lineSpacingPixels(scale: Int) throws -> Int {
    guard lineSpacing.isFinite, lineSpacing <= 10_000 else {
      throw TextError.invalidAttribute(
        name: "lineSpacing", value: "\(lineSpacing)", reason: "must be a finite number of points up to 10000")
    }
    return Int((max(lineSpacing, 0) * Double(scale)).rounded(.toNearestOrAwayFromZero))
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
