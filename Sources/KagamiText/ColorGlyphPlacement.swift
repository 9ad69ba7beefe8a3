import KagamiFreeType

/// Where a colour glyph's strike image lands at a text size, in whole device pixels: every edge of
/// the strike image scaled by `pixelSize64 / strikePixelSize64` and rounded to nearest (halves up)
/// in integer arithmetic, so the same sizes come out on every machine. The image is then resampled
/// to `width` × `height` by the canvas (integer-only as well).
public struct ColorGlyphPlacement: Equatable, Sendable {
  /// Pixels from the pen position (rounded to a whole pixel) to the image's left edge.
  public var left: Int
  /// Pixels from the baseline up to the image's top edge.
  public var top: Int
  /// Width in pixels (at least 1).
  public var width: Int
  /// Height in pixels (at least 1).
  public var height: Int

  /// A placement from its parts.
  public init(left: Int, top: Int, width: Int, height: Int) {
    self.left = left
    self.top = top
    self.width = width
    self.height = height
  }

  /// The placement of `image` at `pixelSize64` (pixels per em in 1/64 px).
  public init(_ image: ColorGlyphBitmap, pixelSize64: Int) {
    // Strike pixels scaled like design units: × pixelSize64 / strikePixelSize64, halves up.
    let scale = DesignScale(pixelSize64: pixelSize64, unitsPerEm: max(image.strikePixelSize64, 1))
    let scaled = scale.apply
    left = scaled(image.left)
    width = max(1, scaled(image.left + image.width) - left)
    top = scaled(image.top)
    height = max(1, top - scaled(image.top - image.height))
  }
}
