extension LaidOutNode {
  /// The indices, in the `FontSet` that laid the tree out, of every face a glyph of the tree's text
  /// comes from, ascending: what a snapshot's fingerprint names as the fonts it drew with.
  public var fontFaces: [Int] {
    var used = Set<Int>()
    collectFontFaces(into: &used)
    return used.sorted()
  }

  private func collectFontFaces(into used: inout Set<Int>) {
    if case .text(let run) = content, let paragraph = run.paragraph {
      for glyph in paragraph.glyphs { used.insert(glyph.face) }
    }
    for child in children { child.collectFontFaces(into: &used) }
  }
}
