/// One glyph rendered by FreeType to an 8-bit coverage image, placed relative to its pen position.
public struct GlyphBitmap: Sendable {
  /// Width of the coverage image in pixels.
  public var width: Int
  /// Height of the coverage image in pixels.
  public var height: Int
  /// Pixels from the pen position to the image's left edge.
  public var left: Int
  /// Pixels from the baseline up to the image's top edge.
  public var top: Int
  /// `width * height` coverage values, row-major, 0 (none) – 255 (full).
  public var coverage: [UInt8]

  /// A glyph image from its parts.
  public init(width: Int, height: Int, left: Int, top: Int, coverage: [UInt8]) {
    self.width = width
    self.height = height
    self.left = left
    self.top = top
    self.coverage = coverage
  }

  /// An image with no pixels (spaces, empty outlines).
  public static let empty = GlyphBitmap(width: 0, height: 0, left: 0, top: 0, coverage: [])
}
