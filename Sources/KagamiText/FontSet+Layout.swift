extension FontSet {
  /// Lays out `text` in `font` with `style` at `scale` device pixels per point.
  public func layout(_ text: String, font: Font, style: ParagraphStyle = ParagraphStyle(), scale: Int = 1) throws
    -> ParagraphLayout
  {
    let scale = min(max(scale, 1), 16)
    let chain = try faceChain(for: font)
    let shaped = try shape(text.unicodeScalars.map(\.value), font: font, scale: scale)
    var builder = ParagraphBuilder(
      shaped: shaped, maximumWidth64: style.maximumWidth64(scale: scale), maximumLines: style.maximumLines)
    let (ranges, leftOver) = builder.breakLines()
    var placer = LinePlacer(
      fonts: self, shaped: shaped, primaryFace: chain[0], style: style, scale: scale,
      maximumWidth64: builder.maximumWidth64)
    for (number, range) in ranges.enumerated() {
      let isLast = number == ranges.count - 1
      if isLast && leftOver && style.truncatesTail {
        try placer.addTruncatedLine(from: range.lowerBound, builder: &builder, chain: chain)
      } else {
        placer.addLine(range.lowerBound..<builder.trim(range.lowerBound, range.upperBound), builder: builder)
      }
    }
    return placer.finish(isTruncated: leftOver)
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
