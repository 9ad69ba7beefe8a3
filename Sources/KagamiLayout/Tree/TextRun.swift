import KagamiImage
import KagamiText

/// A `Text` node's content: the string, its font and colour, and, after layout, the paragraph
/// broken at the node's width at the device scale.
public struct TextRun: Equatable, Sendable {
  /// The string.
  public var text: String
  /// The font (family, weight, size in points).
  public var font: Font
  /// The text colour.
  public var color: RGBAColor
  /// The most lines shown (nil: unlimited).
  public var lineLimit: Int?
  /// Alignment of the lines inside the frame (already mirrored for right-to-left).
  public var alignment: TextAlignment
  /// The laid-out paragraph (glyph positions in device pixels, relative to the frame's origin).
  public var paragraph: ParagraphLayout?

  /// A run from its parts.
  public init(
    text: String, font: Font, color: RGBAColor, lineLimit: Int?, alignment: TextAlignment,
    paragraph: ParagraphLayout? = nil
  ) {
    self.text = text
    self.font = font
    self.color = color
    self.lineLimit = lineLimit
    self.alignment = alignment
    self.paragraph = paragraph
  }
}
