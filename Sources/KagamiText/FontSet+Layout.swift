extension FontSet {
  /// Lays out `text` in `font` with `style` at `scale` device pixels per point.
  public func layout(_ text: String, font: Font, style: ParagraphStyle = ParagraphStyle(), scale: Int = 1) throws
    -> ParagraphLayout
  {
    try layout([TextSpan(text, font: font)], style: style, scale: scale)
  }

  /// Lays out `spans` as one paragraph with `style` at `scale` device pixels per point: each span
  /// shaped in its own font, lines broken across span boundaries, runs of different sizes sharing a
  /// baseline per line (the line as tall as its tallest run), underlines and strikethroughs in
  /// `ParagraphLayout.decorations`. Mixed-direction text follows the Unicode Bidirectional Algorithm
  /// (`BidiParagraph`): lines break in logical order and each is shown in visual order, right-to-left
  /// runs shaped right to left. Throws `TextError.invalidAttribute` for a non-finite kerning,
  /// tracking or line spacing, naming it.
  public func layout(_ spans: [TextSpan], style: ParagraphStyle = ParagraphStyle(), scale: Int = 1) throws
    -> ParagraphLayout
  {
    let scale = min(max(scale, 1), 16)
    let lineSpacing = try style.lineSpacingPixels(scale: scale)
    guard !spans.isEmpty else {
      return ParagraphLayout(
        scale: scale, lines: [], glyphs: [], missing: [], isTruncated: false, pixelWidth: 0, pixelHeight: 0)
    }
    let chains = try spans.map { try faceChain(for: $0.font) }
    let shaped = try shape(spans, scale: scale, direction: style.direction, baseDirection: style.baseDirection)
    var builder = ParagraphBuilder(
      shaped: shaped, maximumWidth64: style.maximumWidth64(scale: scale), maximumLines: style.maximumLines)
    let (ranges, leftOver) = builder.breakLines()
    var placer = LinePlacer(
      fonts: self, shaped: shaped, chains: chains, decorated: spans.map { ($0.isUnderlined, $0.isStruckThrough) },
      style: style, scale: scale, maximumWidth64: builder.maximumWidth64, lineSpacing: lineSpacing)
    for (number, range) in ranges.enumerated() {
      let isLast = number == ranges.count - 1
      if isLast && leftOver && style.truncatesTail {
        try placer.addTruncatedLine(from: range.lowerBound, builder: &builder)
      } else {
        try placer.addLine(range.lowerBound..<builder.trim(range.lowerBound, range.upperBound), builder: builder)
      }
    }
    return placer.finish(isTruncated: leftOver)
  }

  /// The narrowest `spans` can be broken without breaking inside a word, in points (whole device
  /// pixels at `scale`, rounded up): the widest stretch between two line break opportunities.
  public func minimumContentWidth(_ spans: [TextSpan], scale: Int = 1) throws -> Double {
    let scale = min(max(scale, 1), 16)
    guard !spans.isEmpty else { return 0 }
    let shaped = try shape(spans, scale: scale)
    let builder = ParagraphBuilder(shaped: shaped, maximumWidth64: Int.max, maximumLines: Int.max)
    let pixels = (builder.widestUnbreakable64() + 63) / 64
    return Double(pixels) / Double(scale)
  }

  /// The size (in points) `text` needs when offered `proposedWidth` points (nil: unlimited), with
  /// the lines it takes and the characters no font has.
  public func measure(
    _ text: String, font: Font, proposedWidth: Double?, lineLimit: Int? = nil, lineHeight: Double? = nil,
    scale: Int = 1
  ) throws -> TextMeasurement {
    let style = ParagraphStyle(width: proposedWidth, lineLimit: lineLimit, lineHeight: lineHeight)
    let layout = try layout(text, font: font, style: style, scale: scale)
    return TextMeasurement(
      width: layout.width, height: layout.height, lineCount: layout.lines.count, missing: layout.missing,
      isTruncated: layout.isTruncated)
  }

  /// `measure` for a text style at a content size category.
  public func measure(
    _ text: String, style: TextStyle, category: ContentSizeCategory = .large, proposedWidth: Double?,
    lineLimit: Int? = nil, scale: Int = 1
  ) throws -> TextMeasurement {
    try measure(
      text, font: Font(style, category: category), proposedWidth: proposedWidth, lineLimit: lineLimit, scale: scale)
  }
}
