import KagamiFreeType

/// Where a span's underline and strikethrough sit relative to the baseline, in whole pixels (down
/// positive), from its primary face at its size: the rule of `TextDecoration`.
struct DecorationMetrics {
  /// Top edge of the underline below the baseline, and its thickness.
  var underline: (top: Int, thickness: Int)
  /// Top edge of the strikethrough below the baseline (negative: above), and its thickness.
  var strikethrough: (top: Int, thickness: Int)

  init(face: FontFace, pixelSize64: Int) {
    let scale = DesignScale(pixelSize64: pixelSize64, unitsPerEm: face.unitsPerEm)
    // FreeType's underline position is the stroke's centre, up from the baseline.
    let underlineThickness64 = scale.apply(face.underlineThickness)
    underline = Self.stroke(centre128: 2 * scale.apply(-face.underlinePosition), thickness64: underlineThickness64)
    // OS/2 gives the top of the strikeout stroke, up from the baseline; without an OS/2 table, a
    // stroke as thick as the underline at 0.22 em (CSS's fallback position for line-through).
    if let strikeout = face.strikeout {
      let thickness64 = scale.apply(strikeout.thickness)
      strikethrough = Self.stroke(
        centre128: 2 * scale.apply(-strikeout.position) + thickness64, thickness64: thickness64)
    } else {
      strikethrough = Self.stroke(
        centre128: 2 * scale.apply(-(face.unitsPerEm * 22 / 100)), thickness64: underlineThickness64)
    }
  }

  /// The top edge and thickness in pixels of a stroke centred at `centre128` (1/128 px below the
  /// baseline) that is `thickness64` thick: thickness rounded to nearest, at least 1 px; the top
  /// edge rounded to nearest with halves down the screen.
  static func stroke(centre128: Int, thickness64: Int) -> (top: Int, thickness: Int) {
    let thickness = max(1, LinePlacer.roundedPixels(thickness64))
    return (LinePlacer.floorDivide(centre128 - thickness * 64 + 64, 128), thickness)
  }
}
