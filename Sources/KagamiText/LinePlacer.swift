/// Places the glyphs of broken lines: pen positions in 26.6, vertical metrics per line from the
/// faces it uses, alignment, then quantization to ¼ px (x) and whole pixels (y).
struct LinePlacer {
  let fonts: FontSet
  let shaped: ShapedText
  let primaryFace: Int
  let style: ParagraphStyle
  let scale: Int
  let maximumWidth64: Int
  private var lines: [Pending] = []
  private var glyphs: [PositionedGlyph] = []

  init(fonts: FontSet, shaped: ShapedText, primaryFace: Int, style: ParagraphStyle, scale: Int, maximumWidth64: Int) {
    self.fonts = fonts
    self.shaped = shaped
    self.primaryFace = primaryFace
    self.style = style
    self.scale = scale
    self.maximumWidth64 = maximumWidth64
  }

  /// A line before alignment: its glyphs hold x in 1/64 px from the line start in `x4`.
  private struct Pending {
    var range: Range<Int>
    var glyphRange: Range<Int>
    var width64: Int
    var isTruncated: Bool
  }

  /// Adds a line showing `range` (already trimmed).
  mutating func addLine(_ range: Range<Int>, builder: ParagraphBuilder) {
    let start = glyphs.count
    let width = appendGlyphs(builder.firstGlyph[range.lowerBound]..<builder.firstGlyph[range.upperBound], pen: 0)
    lines.append(Pending(range: range, glyphRange: start..<glyphs.count, width64: width, isTruncated: false))
  }

  /// Adds the last line, cut at a grapheme boundary so that the text up to the next hard break
  /// plus "…" fits.
  mutating func addTruncatedLine(from start: Int, builder: inout ParagraphBuilder, chain: [Int]) throws {
    var contentEnd = start
    while contentEnd < shaped.scalars.count, !Self.isHardBreak(shaped.scalars[contentEnd]) { contentEnd += 1 }
    let lastFace = shaped.glyphs[builder.firstGlyph[start]..<builder.firstGlyph[contentEnd]].last?.face ?? primaryFace
    let face =
      fonts.faces[lastFace].glyphIndex(for: 0x2026) != 0
      ? lastFace : chain.first { fonts.faces[$0].glyphIndex(for: 0x2026) != 0 } ?? primaryFace
    var ellipsis: [ShapedGlyph] = []
    fonts.shaper.shape(
      [0x2026], range: 0..<1, font: fonts.shapingFonts[face], faceIndex: face, pixelSize64: shaped.pixelSize64,
      isJapanese: false, into: &ellipsis)
    let ellipsisWidth = ellipsis.reduce(0) { $0 + $1.advance64 }
    let end = builder.trim(start, builder.fittingEnd(from: start, limit: contentEnd, extra64: ellipsisWidth))
    let first = glyphs.count
    var pen = appendGlyphs(builder.firstGlyph[start]..<builder.firstGlyph[end], pen: 0)
    for var glyph in ellipsis {
      glyph.cluster = end
      glyphs.append(positioned(glyph, x64: pen + glyph.offsetX64))
      pen += glyph.advance64
    }
    lines.append(Pending(range: start..<end, glyphRange: first..<glyphs.count, width64: pen, isTruncated: true))
  }

  /// Appends the visible glyphs of `range` from pen position `pen`; returns the final pen position.
  private mutating func appendGlyphs(_ range: Range<Int>, pen: Int) -> Int {
    var pen = pen
    for glyph in shaped.glyphs[range] {
      if glyph.isVisible { glyphs.append(positioned(glyph, x64: pen + glyph.offsetX64)) }
      pen += glyph.advance64
    }
    return pen
  }

  private func positioned(_ glyph: ShapedGlyph, x64: Int) -> PositionedGlyph {
    PositionedGlyph(
      face: glyph.face, glyph: glyph.glyph, pixelSize64: shaped.pixelSize64, x4: x64,
      y: -Self.roundedPixels(glyph.offsetY64), cluster: glyph.cluster)
  }

  /// Aligns and quantizes the lines and stacks them top to bottom.
  func finish(isTruncated: Bool) -> ParagraphLayout {
    let widest = lines.map(\.width64).max() ?? 0
    let alignWidth = maximumWidth64 == Int.max ? widest : maximumWidth64
    var result = ParagraphLayout(
      scale: scale, lines: [], glyphs: glyphs, missing: shaped.missing, isTruncated: isTruncated,
      pixelWidth: (widest + 63) >> 6, pixelHeight: 0)
    var top = 0
    for line in lines {
      let offset64: Int
      switch style.alignment {
      case .leading: offset64 = 0
      case .center: offset64 = max(0, (alignWidth - line.width64) / 2)
      case .trailing: offset64 = max(0, alignWidth - line.width64)
      }
      let (height, baselineOffset) = verticalMetrics(of: line.glyphRange)
      let baseline = top + baselineOffset
      for index in line.glyphRange {
        result.glyphs[index].x4 = Self.floorDivide(offset64 + glyphs[index].x4 + 8, 16)
        result.glyphs[index].y += baseline
      }
      result.lines.append(
        LineBox(
          range: line.range, glyphRange: line.glyphRange, x4: Self.floorDivide(offset64 + 8, 16),
          width4: Self.floorDivide(line.width64 + 8, 16), top: top, height: height, baseline: baseline,
          isTruncated: line.isTruncated))
      top += height
    }
    result.pixelHeight = top
    return result
  }

  /// Line height and baseline offset (pixels) from the faces used on the line, or the style's
  /// line height with the difference split above and below.
  private func verticalMetrics(of range: Range<Int>) -> (height: Int, baseline: Int) {
    var used: [Int] = []
    for glyph in glyphs[range] where !used.contains(glyph.face) { used.append(glyph.face) }
    if used.isEmpty { used = [primaryFace] }
    var ascent = 0
    var descent = 0
    var gap = 0
    for index in used {
      let face = fonts.faces[index]
      let scale = DesignScale(pixelSize64: shaped.pixelSize64, unitsPerEm: face.unitsPerEm)
      ascent = max(ascent, Self.roundedPixels(scale.apply(face.ascender)))
      descent = max(descent, Self.roundedPixels(scale.apply(-face.descender)))
      gap = max(gap, Self.roundedPixels(scale.apply(max(0, face.lineHeight - face.ascender + face.descender))))
    }
    guard let lineHeight = style.lineHeight, lineHeight.isFinite, lineHeight > 0 else {
      return (ascent + descent + gap, ascent + gap / 2)
    }
    let height = max(1, Int(min(lineHeight * Double(scale), 1e6).rounded(.toNearestOrAwayFromZero)))
    return (height, ascent + Self.floorDivide(height - ascent - descent, 2))
  }

  private static func isHardBreak(_ scalar: UInt32) -> Bool {
    switch LineBreakClass.of(scalar) {
    case .BK, .CR, .LF, .NL: return true
    default: return false
    }
  }

  /// 26.6 → whole pixels, rounded to nearest (halves up).
  static func roundedPixels(_ value64: Int) -> Int { floorDivide(value64 + 32, 64) }

  static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
    value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
  }
}
