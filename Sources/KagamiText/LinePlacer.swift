/// Places the glyphs of broken lines: pen positions in 26.6, vertical metrics per line from the
/// faces and sizes it uses, alignment, then quantization to ¼ px (x) and whole pixels (y); collects
/// the underline and strikethrough segments of decorated spans.
struct LinePlacer {
  let fonts: FontSet
  let shaped: ShapedText
  /// Per span: the fallback chain of its font.
  let chains: [[Int]]
  /// Per span: underlined, struck through.
  let decorated: [(underline: Bool, strikethrough: Bool)]
  let style: ParagraphStyle
  let scale: Int
  let maximumWidth64: Int
  /// Pixels added between lines.
  let lineSpacing: Int
  private let hasDecorations: Bool
  private var lines: [Pending] = []
  private var glyphs: [PositionedGlyph] = []
  private var segments: [Segment] = []

  init(
    fonts: FontSet, shaped: ShapedText, chains: [[Int]], decorated: [(underline: Bool, strikethrough: Bool)],
    style: ParagraphStyle, scale: Int, maximumWidth64: Int, lineSpacing: Int
  ) {
    self.fonts = fonts
    self.shaped = shaped
    self.chains = chains
    self.decorated = decorated
    self.style = style
    self.scale = scale
    self.maximumWidth64 = maximumWidth64
    self.lineSpacing = lineSpacing
    hasDecorations = decorated.contains { $0.underline || $0.strikethrough }
  }

  /// A line before alignment: its glyphs hold x in 1/64 px from the line start in `x4`.
  private struct Pending {
    var range: Range<Int>
    var glyphRange: Range<Int>
    var width64: Int
    var isTruncated: Bool
    var segmentRange: Range<Int>
  }

  /// The pen extent (1/64 px from the line start) of one decorated span on one line.
  private struct Segment {
    var span: Int
    var start64: Int
    var end64: Int
  }

  /// Adds a line showing `range` (already trimmed), its runs in visual order.
  mutating func addLine(_ range: Range<Int>, builder: ParagraphBuilder) throws {
    let start = glyphs.count
    let firstSegment = segments.count
    let pen = try appendVisual(range, builder: builder, pen: 0, lineStart: firstSegment)
    let width = range.isEmpty ? pen : pen - shaped.trailingTracking64(before: range.upperBound)
    lines.append(
      Pending(
        range: range, glyphRange: start..<glyphs.count, width64: width, isTruncated: false,
        segmentRange: firstSegment..<segments.count))
  }

  /// Adds the last line, cut at a grapheme boundary so that the text up to the next hard break
  /// plus "…" fits. The ellipsis takes the font, spacing and decorations of the span the kept text
  /// ends in (first guessed from the end of the text it replaces, then checked once against the cut), the
  /// last glyph of a text face deciding (a Japanese title ending in an emoji keeps the Japanese "…").
  mutating func addTruncatedLine(from start: Int, builder: inout ParagraphBuilder) throws {
    var contentEnd = start
    while contentEnd < shaped.scalars.count, !Self.isHardBreak(shaped.scalars[contentEnd]) { contentEnd += 1 }
    // The last glyph of a text face: an emoji's font never lends its "…".
    func lastGlyph(before end: Int) -> ShapedGlyph? {
      let range = builder.firstGlyph[start]..<builder.firstGlyph[end]
      return shaped.glyphs[range].last { !fonts.isColorFace($0.face) } ?? shaped.glyphs[range].last
    }
    func cut(after glyph: ShapedGlyph?) -> (ellipsis: Ellipsis, end: Int) {
      let ellipsis = makeEllipsis(span: glyph?.span ?? shaped.span(at: start), after: glyph?.face)
      let fit = builder.fittingEnd(from: start, limit: contentEnd, extra64: ellipsis.advance64 - ellipsis.trailing64)
      return (ellipsis, builder.trim(start, fit))
    }
    var (ellipsis, end) = cut(after: lastGlyph(before: contentEnd))
    let kept = lastGlyph(before: end)
    if (kept?.span ?? shaped.span(at: start)) != ellipsis.span { (ellipsis, end) = cut(after: kept) }
    let first = glyphs.count
    let firstSegment = segments.count
    // The ellipsis stands at the paragraph's level after the kept text (a neutral before the
    // paragraph's end, rules N1, N2): shown at the line's right end, or its left in a right-to-left
    // paragraph.
    let ellipsisFirst = shaped.bidi.map { $0.paragraphLevel(at: start) & 1 == 1 } ?? false
    var pen = 0
    if ellipsisFirst { pen = appendEllipsis(ellipsis, cluster: end, pen: pen, lineStart: firstSegment) }
    pen = try appendVisual(start..<end, builder: builder, pen: pen, lineStart: firstSegment)
    if !ellipsisFirst { pen = appendEllipsis(ellipsis, cluster: end, pen: pen, lineStart: firstSegment) }
    lines.append(
      Pending(
        range: start..<end, glyphRange: first..<glyphs.count, width64: pen - ellipsis.trailing64, isTruncated: true,
        segmentRange: firstSegment..<segments.count))
  }

  /// A shaped "…" of one span.
  private struct Ellipsis {
    var span: Int
    var glyphs: [ShapedGlyph]
    var advance64: Int
    /// Its tracking, not counted at the line's end.
    var trailing64: Int
  }

  /// "…" in `span`'s size and spacing, from `face` when it has the character, else from the first
  /// face of the span's chain that has it.
  private func makeEllipsis(span: Int, after face: Int?) -> Ellipsis {
    let chain = chains[span]
    // Never a colour face's "…" (a text face follows an emoji), never a face not yet opened.
    func hasEllipsis(_ face: Int) -> Bool {
      fonts.isOpen(face) && !fonts.isColorFace(face) && fonts.openedFace(face).glyphIndex(for: 0x2026) != 0
    }
    let preferred = face ?? chain[0]
    let face = hasEllipsis(preferred) ? preferred : chain.first(where: hasEllipsis) ?? chain[0]
    var glyphs: [ShapedGlyph] = []
    fonts.shaper.shape(
      [0x2026], range: 0..<1, font: fonts.openedShapingFont(face)!, faceIndex: face,
      pixelSize64: shaped.spanPixelSize64[span], isJapanese: false, into: &glyphs)
    for index in glyphs.indices { glyphs[index].span = span }
    var advance = glyphs.reduce(0) { $0 + $1.advance64 }
    var trailing = 0
    if let spacing = shaped.spacing64[span], let last = glyphs.indices.last {
      let total = max(0, advance + spacing.kerning + spacing.tracking)
      glyphs[last].advance64 += total - advance
      trailing = min(max(spacing.tracking, 0), total)
      advance = total
    }
    return Ellipsis(span: span, glyphs: glyphs, advance64: advance, trailing64: trailing)
  }

  /// Appends the ellipsis's glyphs (their cluster `cluster`) from `pen`; returns the final pen.
  private mutating func appendEllipsis(_ ellipsis: Ellipsis, cluster: Int, pen: Int, lineStart: Int) -> Int {
    var pen = pen
    for var glyph in ellipsis.glyphs {
      glyph.cluster = cluster
      glyphs.append(positioned(glyph, x64: pen + glyph.offsetX64))
      if hasDecorations {
        extendSegment(span: glyph.span, from: pen, to: pen + glyph.advance64, lineStart: lineStart)
      }
      pen += glyph.advance64
    }
    return pen
  }

  /// Appends the glyphs of the scalars `range` (one line, or the part of it before an ellipsis) in
  /// visual order: in logical order when nothing reads right to left, else run by run as the bidi
  /// algorithm orders the line, a right-to-left run's glyphs reversed. Returns the final pen.
  private mutating func appendVisual(_ range: Range<Int>, builder: ParagraphBuilder, pen: Int, lineStart: Int)
    throws -> Int
  {
    guard let bidi = shaped.bidi else {
      return appendGlyphs(
        builder.firstGlyph[range.lowerBound]..<builder.firstGlyph[range.upperBound], pen: pen, lineStart: lineStart)
    }
    var pen = pen
    for run in try bidi.visualRuns(in: range) {
      let glyphRange = builder.firstGlyph[run.range.lowerBound]..<builder.firstGlyph[run.range.upperBound]
      pen = appendGlyphs(glyphRange, reversed: run.isRightToLeft, pen: pen, lineStart: lineStart)
    }
    return pen
  }

  /// Appends the visible glyphs of `range` (in reverse when `reversed`) from pen position `pen`;
  /// returns the final pen position.
  private mutating func appendGlyphs(_ range: Range<Int>, reversed: Bool = false, pen: Int, lineStart: Int) -> Int {
    var pen = pen
    var index = reversed ? range.upperBound - 1 : range.lowerBound
    let step = reversed ? -1 : 1
    for _ in range {
      let glyph = shaped.glyphs[index]
      index += step
      if glyph.isVisible { glyphs.append(positioned(glyph, x64: pen + glyph.offsetX64)) }
      if hasDecorations {
        extendSegment(span: glyph.span, from: pen, to: pen + glyph.advance64, lineStart: lineStart)
      }
      pen += glyph.advance64
    }
    return pen
  }

  /// Extends the line's last segment with a glyph's advance `from..<to`, or starts a new one.
  private mutating func extendSegment(span: Int, from: Int, to: Int, lineStart: Int) {
    guard decorated[span].underline || decorated[span].strikethrough else { return }
    if segments.count > lineStart, segments[segments.count - 1].span == span,
      segments[segments.count - 1].end64 == from
    {
      segments[segments.count - 1].end64 = to
    } else {
      segments.append(Segment(span: span, start64: from, end64: to))
    }
  }

  private func positioned(_ glyph: ShapedGlyph, x64: Int) -> PositionedGlyph {
    PositionedGlyph(
      face: glyph.face, glyph: glyph.glyph, pixelSize64: shaped.spanPixelSize64[glyph.span], x4: x64,
      y: -Self.roundedPixels(glyph.offsetY64), cluster: glyph.cluster, span: glyph.span,
      isOblique: shaped.spanIsOblique[glyph.span])
  }

  /// Aligns and quantizes the lines and stacks them top to bottom, `lineSpacing` pixels apart.
  func finish(isTruncated: Bool) -> ParagraphLayout {
    let widest = max(0, lines.map(\.width64).max() ?? 0)
    let alignWidth = maximumWidth64 == Int.max ? widest : maximumWidth64
    var result = ParagraphLayout(
      scale: scale, lines: [], glyphs: glyphs, missing: shaped.missing, isTruncated: isTruncated,
      pixelWidth: (widest + 63) >> 6, pixelHeight: 0)
    var metrics: [Int: DecorationMetrics] = [:]
    var top = 0
    for (number, line) in lines.enumerated() {
      if number > 0 { top += lineSpacing }
      let offset64: Int
      switch (style.alignment, style.direction) {
      case (.leading, .leftToRight), (.trailing, .rightToLeft): offset64 = 0
      case (.center, _): offset64 = max(0, (alignWidth - line.width64) / 2)
      case (.trailing, .leftToRight), (.leading, .rightToLeft): offset64 = max(0, alignWidth - line.width64)
      }
      let (height, baselineOffset) = verticalMetrics(of: line)
      let baseline = top + baselineOffset
      for index in line.glyphRange {
        result.glyphs[index].x4 = Self.floorDivide(offset64 + glyphs[index].x4 + 8, 16)
        result.glyphs[index].y += baseline
      }
      for segment in segments[line.segmentRange] {
        let left = Self.roundedPixels(offset64 + segment.start64)
        let right = Self.roundedPixels(offset64 + min(segment.end64, line.width64))
        guard right > left else { continue }
        let span = segment.span
        let stroke =
          metrics[span]
          ?? DecorationMetrics(
            face: fonts.openedFace(shaped.spanPrimaryFace[span]), pixelSize64: shaped.spanPixelSize64[span])
        metrics[span] = stroke
        if decorated[span].underline {
          result.decorations.append(
            TextDecoration(
              kind: .underline, span: span, x: left, y: baseline + stroke.underline.top, width: right - left,
              height: stroke.underline.thickness))
        }
        if decorated[span].strikethrough {
          result.decorations.append(
            TextDecoration(
              kind: .strikethrough, span: span, x: left, y: baseline + stroke.strikethrough.top, width: right - left,
              height: stroke.strikethrough.thickness))
        }
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

  /// Line height and baseline offset (pixels) from the faces and sizes used on the line (the
  /// tallest ascent, descent and gap, so runs of different sizes share one baseline), or the style's
  /// line height with the difference split above and below. An empty line uses the primary face of
  /// the span it starts in.
  private func verticalMetrics(of line: Pending) -> (height: Int, baseline: Int) {
    var used: [(face: Int, size: Int)] = []
    for glyph in glyphs[line.glyphRange]
    where !used.contains(where: { $0.face == glyph.face && $0.size == glyph.pixelSize64 }) {
      used.append((glyph.face, glyph.pixelSize64))
    }
    if used.isEmpty {
      let span = shaped.span(at: line.range.lowerBound)
      used = [(shaped.spanPrimaryFace[span], shaped.spanPixelSize64[span])]
    }
    var ascent = 0
    var descent = 0
    var gap = 0
    for (index, size) in used {
      let face = fonts.openedFace(index)
      let scale = DesignScale(pixelSize64: size, unitsPerEm: face.unitsPerEm)
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
