import KagamiImage
import KagamiText

/// The colours a paragraph is drawn in, per span (`PositionedGlyph.span`, `TextDecoration.span`):
/// the glyphs' colour, and the underline and strikethrough colours, which default to the glyphs'.
public struct ParagraphPaint: Equatable, Sendable {
  /// Per span: the glyphs' colour. A span past the end uses the last colour.
  public var text: [RGBAColor]
  /// Per span: the underline colour (nil or missing: the span's text colour).
  public var underline: [RGBAColor?]
  /// Per span: the strikethrough colour (nil or missing: the span's text colour).
  public var strikethrough: [RGBAColor?]

  /// Colours per span.
  public init(text: [RGBAColor], underline: [RGBAColor?] = [], strikethrough: [RGBAColor?] = []) {
    self.text = text
    self.underline = underline
    self.strikethrough = strikethrough
  }

  /// Everything in one colour.
  public init(color: RGBAColor) { self.init(text: [color]) }

  /// The glyphs' colour of `span`.
  func textColor(_ span: Int) -> RGBAColor {
    span < text.count ? text[span] : text.last ?? .black
  }

  /// The colour of a decoration of `kind` on `span`.
  func decorationColor(_ kind: TextDecoration.Kind, span: Int) -> RGBAColor {
    let colors = kind == .underline ? underline : strikethrough
    return (span < colors.count ? colors[span] : nil) ?? textColor(span)
  }
}
