import KagamiText

extension TextRun {
  /// The dump attributes of a text node. A plain `Text` shows `text="…" font="family":size:weight
  /// color=#… lines=n`; a concatenation shows its pieces joined with ` + `, each followed by what
  /// differs from the first piece in parentheses, and any piece's decorations and spacing the same
  /// way: `text="Total " + "¥1,280"(bold color=#ff3b30ff) + "(tax)"(strikethrough) font=…`.
  /// Then `lines=`, `align=` (when not leading) and `lineSpacing=` (when set).
  func dumpParts() -> [String] {
    var pieces: [String] = []
    for (index, span) in spans.enumerated() {
      let colors = index < colors.count ? colors[index] : SpanColors(text: color)
      let notes = dumpNotes(span, colors: colors, isFirst: index == 0)
      pieces.append(LaidOutNode.quoted(span.text) + (notes.isEmpty ? "" : "(" + notes.joined(separator: " ") + ")"))
    }
    var parts = ["text=" + pieces.joined(separator: " + ")]
    parts.append("font=\(LaidOutNode.quoted(font.family)):\(Rect.format(font.size)):\(font.weight)")
    parts.append("color=\(color)")
    if let paragraph { parts.append("lines=\(paragraph.lines.count)") }
    if alignment != .leading { parts.append("align=\(alignment)") }
    if lineSpacing != 0 { parts.append("lineSpacing=\(Rect.format(lineSpacing))") }
    return parts
  }

  /// What a piece has that the first piece's `font=` and `color=` do not say.
  private func dumpNotes(_ span: TextSpan, colors: SpanColors, isFirst: Bool) -> [String] {
    var notes: [String] = []
    if !isFirst {
      if span.font.family != font.family { notes.append("family=" + LaidOutNode.quoted(span.font.family)) }
      if span.font.size != font.size { notes.append("size=" + Rect.format(span.font.size)) }
      if span.font.weight != font.weight {
        notes.append(span.font.weight == .bold ? "bold" : "weight=\(span.font.weight)")
      }
      if colors.text != color { notes.append("color=\(colors.text)") }
    }
    if span.font.isItalic { notes.append("italic") }
    if span.isUnderlined { notes.append("underline" + (colors.underline.map { "=\($0)" } ?? "")) }
    if span.isStruckThrough { notes.append("strikethrough" + (colors.strikethrough.map { "=\($0)" } ?? "")) }
    if span.kerning != 0 { notes.append("kerning=" + Rect.format(span.kerning)) }
    if span.tracking != 0 { notes.append("tracking=" + Rect.format(span.tracking)) }
    return notes
  }
}
