/// One colour glyph (an emoji) as FreeType decodes it from the font's bitmap strike, before any
/// scaling: straight-alpha RGBA8 pixels at the strike's size, placed relative to the pen position.
public struct ColorGlyphBitmap: Sendable {
  /// Width of the image in strike pixels.
  public var width: Int
  /// Height of the image in strike pixels.
  public var height: Int
  /// Strike pixels from the pen position to the image's left edge.
  public var left: Int
  /// Strike pixels from the baseline up to the image's top edge.
  public var top: Int
  /// The strike's pixels per em in 1/64 px (Noto Color Emoji: 109 × 64).
  public var strikePixelSize64: Int
  /// `width * height * 4` bytes, RGBA8, straight alpha, row-major.
  public var pixels: [UInt8]

  /// A colour glyph image from its parts.
  public init(width: Int, height: Int, left: Int, top: Int, strikePixelSize64: Int, pixels: [UInt8]) {
    self.width = width
    self.height = height
    self.left = left
    self.top = top
    self.strikePixelSize64 = strikePixelSize64
    self.pixels = pixels
  }
}
