/// A laid-out paragraph: lines, glyph positions (x quantized to ¼ px), size and missing
/// characters, at one device scale. A plain value: drawing needs the `FontSet` that made it.
public struct ParagraphLayout: Equatable, Sendable {
  /// Device pixels per point.
  public var scale: Int
  /// The lines, top to bottom.
  public var lines: [LineBox]
  /// Every drawn glyph, line by line.
  public var glyphs: [PositionedGlyph]
  /// Underlines and strikethroughs, line by line, in span order within a line.
  public var decorations: [TextDecoration]
  /// Characters no font has (drawn as .notdef boxes), in text order.
  public var missing: [MissingCharacter]
  /// True when the line limit cut text off.
  public var isTruncated: Bool
  /// Width in whole pixels: the widest line, rounded up (the break width for centred or trailing
  /// alignment with a finite width).
  public var pixelWidth: Int
  /// Height in whole pixels: the sum of the line heights.
  public var pixelHeight: Int

  /// A layout from its parts (the layout call builds these; tests and tools may too).
  public init(
    scale: Int, lines: [LineBox], glyphs: [PositionedGlyph], missing: [MissingCharacter], isTruncated: Bool,
    pixelWidth: Int, pixelHeight: Int, decorations: [TextDecoration] = []
  ) {
    self.scale = scale
    self.lines = lines
    self.glyphs = glyphs
    self.decorations = decorations
    self.missing = missing
    self.isTruncated = isTruncated
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
  }

  /// Width in points.
  public var width: Double { Double(pixelWidth) / Double(scale) }
  /// Height in points.
  public var height: Double { Double(pixelHeight) / Double(scale) }
}
