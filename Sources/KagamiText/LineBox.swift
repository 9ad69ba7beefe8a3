/// One laid-out line: which text it shows and where, in device pixels relative to the paragraph.
public struct LineBox: Equatable, Sendable {
  /// The scalars shown on this line (trailing spaces and the break itself excluded).
  public var range: Range<Int>
  /// The line's glyphs in `ParagraphLayout.glyphs`.
  public var glyphRange: Range<Int>
  /// Left edge of the ink advance box in quarter pixels (after alignment).
  public var x4: Int
  /// Advance width in quarter pixels.
  public var width4: Int
  /// Top edge in pixels.
  public var top: Int
  /// Height in pixels.
  public var height: Int
  /// Baseline row in pixels.
  public var baseline: Int
  /// True when this line ends with the truncation ellipsis.
  public var isTruncated: Bool
}
