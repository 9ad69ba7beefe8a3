extension FontSet {
  /// Itemizes `scalars` into runs by font coverage along `font`'s fallback chain and shapes them.
  /// Control characters become invisible (a tab shapes as a space); combining marks, joiners and
  /// variation selectors stay in their base's run; characters no font has keep the current run's
  /// font and are reported missing.
  func shape(_ scalars: [UInt32], font: Font, scale: Int) throws -> ShapedText {
    let chain = try faceChain(for: font)
    let pixelSize64 = font.pixelSize64(scale: scale)
    var text = scalars
    var glyphs: [ShapedGlyph] = []
    glyphs.reserveCapacity(scalars.count)
    var current = -1
    var runStart = 0
    for index in scalars.indices {
      let scalar = scalars[index]
      var face: Int
      if Self.isInvisibleControl(scalar) {
        text[index] = scalar == 0x09 ? 0x20 : 0x200B
        face = current >= 0 ? current : chain[0]
      } else if current >= 0 && Self.joinsPrevious(scalar) {
        face = current
      } else if current >= 0 && faces[current].glyphIndex(for: scalar) != 0 && Self.isCommon(scalar) {
        face = current  // spaces stay in the surrounding run
      } else {
        face = chain.first { faces[$0].glyphIndex(for: scalar) != 0 } ?? (current >= 0 ? current : chain[0])
      }
      if face != current {
        if current >= 0 { shapeRun(text, runStart..<index, face: current, pixelSize64: pixelSize64, into: &glyphs) }
        current = face
        runStart = index
      }
    }
    if current >= 0 {
      shapeRun(text, runStart..<scalars.count, face: current, pixelSize64: pixelSize64, into: &glyphs)
    }
    var missing: [MissingCharacter] = []
    for index in glyphs.indices {
      let scalar = scalars[glyphs[index].cluster]
      if Self.isInvisibleControl(scalar) {
        glyphs[index].isVisible = false
        if scalar != 0x09 { glyphs[index].advance64 = 0 }
      } else if glyphs[index].glyph == 0 {
        missing.append(MissingCharacter(index: glyphs[index].cluster, scalar: scalar))
      }
    }
    return ShapedText(scalars: scalars, glyphs: glyphs, missing: missing, pixelSize64: pixelSize64)
  }

  private func shapeRun(
    _ text: [UInt32], _ range: Range<Int>, face: Int, pixelSize64: Int, into glyphs: inout [ShapedGlyph]
  ) {
    shaper.shape(
      text, range: range, font: shapingFonts[face], faceIndex: face, pixelSize64: pixelSize64,
      isJapanese: manifest.fonts[face].family.hasSuffix("JP"), into: &glyphs)
  }

  /// C0 and C1 controls and the line/paragraph separators: never drawn.
  static func isInvisibleControl(_ scalar: UInt32) -> Bool {
    scalar < 0x20 || (0x7F...0x9F).contains(scalar) || scalar == 0x2028 || scalar == 0x2029
  }

  /// Marks, joiners and variation selectors, which shape with the character before them.
  static func joinsPrevious(_ scalar: UInt32) -> Bool {
    if (0xFE00...0xFE0F).contains(scalar) || (0xE0100...0xE01EF).contains(scalar) { return true }
    if scalar == 0x200C || scalar == 0x200D { return true }
    return LineBreakClass.of(scalar) == .CM
  }

  /// Spaces, which do not start a new run when the current font has them.
  static func isCommon(_ scalar: UInt32) -> Bool {
    scalar == 0x20 || scalar == 0xA0
  }
}
