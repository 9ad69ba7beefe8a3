import KagamiImage

/// The colours of one span of a `TextRun`, resolved in the colour scheme.
public struct SpanColors: Equatable, Sendable {
  /// The glyphs' colour.
  public var text: RGBAColor
  /// The underline's colour when it differs from `text` (`underline(color:)`); nil: `text`.
  public var underline: RGBAColor?
  /// The strikethrough's colour when it differs from `text`; nil: `text`.
  public var strikethrough: RGBAColor?

  /// Colours from their parts.
  public init(text: RGBAColor, underline: RGBAColor? = nil, strikethrough: RGBAColor? = nil) {
    self.text = text
    self.underline = underline
    self.strikethrough = strikethrough
  }
}
