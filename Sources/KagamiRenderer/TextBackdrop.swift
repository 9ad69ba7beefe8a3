import KagamiImage
import KagamiLayout
import KagamiText

/// What the screen showed under one line of one span of a text node just before its glyphs were
/// drawn (`ScreenRenderer.textBackdrops(of:traits:)`): the composed background in screen pixels,
/// what a fully covered glyph pixel of the span's colour turns each of them into, and which of them
/// the span's glyphs cover. The contrast audit compares the two under the glyphs, pixel by pixel.
public struct TextBackdrop: Sendable {
  /// The text node's position among the screen's text nodes, in painting order (from 0): the lines
  /// and spans of one node share it.
  public var node: Int
  /// The text node's id (`.id(…)`), if it has one.
  public var id: String?
  /// The text node's frame in screen points.
  public var frame: Rect
  /// The span's text.
  public var text: String
  /// The span's font (its size in points and its weight decide "large text").
  public var font: Font
  /// The span's declared colour.
  public var color: RGBAColor
  /// The screen pixels measured: the line's box (advance width × line height) inside the clip.
  public var rect: PixelRect
  /// The screen's pixels in `rect` as they were before the glyphs, opaque (a transparent screen is
  /// taken as over white).
  public var background: Bitmap
  /// The same pixels with the span's colour composited over them at full coverage, through every
  /// group the text is drawn in (so an opacity group fades the text as it does on screen).
  public var foreground: Bitmap
  /// The span's glyph coverage (0–255) of each pixel of `rect`, row by row: where its ink is.
  public var coverage: [UInt8]

  /// A backdrop from its parts.
  public init(
    node: Int, id: String?, frame: Rect, text: String, font: Font, color: RGBAColor, rect: PixelRect,
    background: Bitmap, foreground: Bitmap, coverage: [UInt8]
  ) {
    self.node = node
    self.id = id
    self.frame = frame
    self.text = text
    self.font = font
    self.color = color
    self.rect = rect
    self.background = background
    self.foreground = foreground
    self.coverage = coverage
  }
}
