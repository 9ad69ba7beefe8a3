import KagamiLayout

extension ParagraphPaint {
  /// The colours of a `Text` node's spans.
  init(_ run: TextRun) {
    let colors = run.colors
    if colors.count == 1 && colors[0].underline == nil && colors[0].strikethrough == nil {
      self.init(color: colors[0].text)
    } else {
      self.init(
        text: colors.map(\.text), underline: colors.map(\.underline), strikethrough: colors.map(\.strikethrough))
    }
  }
}
