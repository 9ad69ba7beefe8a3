extension FontSet {
  /// Shapes `spans` as one paragraph: each span is itemized into runs by font coverage along its
  /// font's fallback chain and shaped with the whole paragraph as context. Control characters become
  /// invisible (a tab shapes as a space); combining marks, joiners and variation selectors stay in
  /// their base's run; characters no font has keep the current run's font and are reported missing.
  /// Kerning and tracking are added after each cluster (see `TextSpan`). The bidirectional
  /// algorithm (`BidiParagraph`, paragraph direction `baseDirection`, else from the text, else
  /// `direction`) splits runs where the embedding level changes; odd levels shape right to left.
  func shape(
    _ spans: [TextSpan], scale: Int, direction: TextDirection = .leftToRight, baseDirection: TextDirection? = nil
  ) throws -> ShapedText {
    var scalars: [UInt32] = []
    var starts: [Int] = []
    for span in spans {
      starts.append(scalars.count)
      scalars.append(contentsOf: span.text.unicodeScalars.lazy.map(\.value))
    }
    // Text that cannot read right to left in a left-to-right paragraph skips the algorithm.
    let leftToRight = baseDirection == .leftToRight || (baseDirection == nil && direction == .leftToRight)
    let bidi =
      leftToRight && !BidiParagraph.mayReorder(scalars)
      ? nil : try BidiParagraph(scalars: scalars, direction: baseDirection, fallback: direction)
    let levels = bidi.flatMap { $0.isLeftToRightOnly ? nil : $0.levels }
    var text = scalars
    for index in scalars.indices where Self.isInvisibleControl(scalars[index]) {
      text[index] = scalars[index] == 0x09 ? 0x20 : 0x200B
    }
    var glyphs: [ShapedGlyph] = []
    glyphs.reserveCapacity(scalars.count)
    var sizes: [Int] = []
    var primaries: [Int] = []
    var spacings: [(kerning: Int, tracking: Int)] = []
    for (number, span) in spans.enumerated() {
      let chain = try faceChain(for: span.font)
      _ = try face(chain[0])  // the primary face's metrics size an empty line
      let pixelSize64 = span.font.pixelSize64(scale: scale)
      let spacing = try span.spacing64(scale: scale)
      sizes.append(pixelSize64)
      primaries.append(chain[0])
      spacings.append(spacing)
      let end = number + 1 < starts.count ? starts[number + 1] : scalars.count
      let first = glyphs.count
      try shapeSpan(
        scalars, text, starts[number]..<end, chain: chain, pixelSize64: pixelSize64,
        ligatures: spacing.tracking == 0, levels: levels, into: &glyphs)
      for index in first..<glyphs.count { glyphs[index].span = number }
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
    var trailing: [Int] = []
    if spacings.contains(where: { $0 != (0, 0) }) {
      trailing = Self.addSpacing(spacings, to: &glyphs, starts: starts, count: scalars.count)
    }
    return ShapedText(
      scalars: scalars, glyphs: glyphs, missing: missing, spanPixelSize64: sizes, spanStart: starts,
      spanPrimaryFace: primaries,
      spacing64: spacings.map { $0 == (0, 0) ? nil : $0 }, spanIsOblique: spans.map(\.font.isItalic),
      trailingTracking64: trailing, bidi: levels == nil ? nil : bidi)
  }

  /// Itemizes and shapes `range` (one span) along `chain`, a new run also where the bidi level
  /// changes (except inside a grapheme cluster, which stays with its base); nil `levels`: all 0.
  /// Text that may hold emoji is itemized per grapheme cluster (ICU's UAX #29), an emoji-style
  /// cluster in the chain's colour face (see `prefersColor`); other text per scalar, marks, joiners
  /// and variation selectors joining the run before them.
  private func shapeSpan(
    _ scalars: [UInt32], _ text: [UInt32], _ range: Range<Int>, chain: [Int], pixelSize64: Int, ligatures: Bool,
    levels: [UInt8]?, into glyphs: inout [ShapedGlyph]
  ) throws {
    let clusterEnds = try Self.mayHoldEmoji(scalars[range]) ? Self.clusterEnds(of: scalars, in: range) : nil
    var current = -1
    var runStart = range.lowerBound
    var level: UInt8 = 0
    var clusterEnd = range.lowerBound
    for index in range {
      let scalar = scalars[index]
      let startsCluster = clusterEnds == nil ? !Self.joinsPrevious(scalar) : index == clusterEnd
      if let clusterEnds, startsCluster { clusterEnd = clusterEnds[index - range.lowerBound] }
      let joins = current >= 0 && !startsCluster
      var face: Int
      if Self.isInvisibleControl(scalar) {
        face = current >= 0 ? current : chain[0]
      } else if joins {
        face = current
      } else if clusterEnds != nil, Self.prefersColor(scalars[index..<clusterEnd]),
        let color = try colorFace(in: chain, having: scalar)
      {
        face = color
      } else if current >= 0, Self.isCommon(scalar), !isColorFace(current),
        try self.face(current).glyphIndex(for: scalar) != 0
      {
        face = current  // spaces stay in the surrounding text run (an emoji font's are emoji-wide)
      } else {
        face = try firstFace(in: chain, having: scalar) ?? (current >= 0 ? current : chain[0])
      }
      let newLevel = levels.map { joins ? level : $0[index] } ?? 0
      if face != current || newLevel != level {
        if current >= 0 {
          try shapeRun(
            text, runStart..<index, face: current, pixelSize64: pixelSize64, ligatures: ligatures, level: level,
            into: &glyphs)
        }
        current = face
        runStart = index
        level = newLevel
      }
    }
    if current >= 0 {
      try shapeRun(
        text, runStart..<range.upperBound, face: current, pixelSize64: pixelSize64, ligatures: ligatures, level: level,
        into: &glyphs)
    }
  }

  /// Adds each span's kerning + tracking to the glyph shown last in every visible cluster (its last
  /// glyph, or its first in a right-to-left run, stored in reverse), keeping each
  /// cluster's advance at least 0, and returns `trailingTracking64` (see `ShapedText`): the part of
  /// that spacing a line does not count when it ends after the cluster, the positive tracking,
  /// capped by the cluster's advance (so widths never shrink as a line grows).
  static func addSpacing(
    _ spacings: [(kerning: Int, tracking: Int)], to glyphs: inout [ShapedGlyph], starts: [Int], count: Int
  ) -> [Int] {
    var trailing = [Int](repeating: 0, count: count + 1)
    var index = 0
    while index < glyphs.count {
      var last = index
      var advance = glyphs[index].advance64
      while last + 1 < glyphs.count, glyphs[last + 1].cluster == glyphs[index].cluster {
        last += 1
        advance += glyphs[last].advance64
      }
      let span = glyphs[index].span
      let spacing = spacings[span]
      // The glyph shown last in the cluster takes the spacing: in a right-to-left run (stored in
      // reverse) the first stored, so the space sits on the cluster's right, after its marks.
      let target = glyphs[index].isRightToLeft ? index : last
      if glyphs[target].isVisible && (spacing.kerning != 0 || spacing.tracking != 0) {
        let total = max(0, advance + spacing.kerning + spacing.tracking)
        glyphs[target].advance64 += total - advance
        let spanEnd = span + 1 < starts.count ? starts[span + 1] : count
        let end = last + 1 < glyphs.count && glyphs[last + 1].span == span ? glyphs[last + 1].cluster : spanEnd
        trailing[end] = min(max(spacing.tracking, 0), total)
      }
      index = last + 1
    }
    return trailing
  }

  /// Shapes one run in one face at one bidi level (odd: right to left).
  private func shapeRun(
    _ text: [UInt32], _ range: Range<Int>, face: Int, pixelSize64: Int, ligatures: Bool, level: UInt8,
    into glyphs: inout [ShapedGlyph]
  ) throws {
    let family = manifest.fonts[face].family
    shaper.shape(
      text, range: range, font: try shapingFont(face), faceIndex: face, pixelSize64: pixelSize64,
      isJapanese: family.hasSuffix("JP"), ligatures: ligatures, rightToLeft: level & 1 == 1,
      language: Self.language(ofFamily: family), into: &glyphs)
  }

  /// The language a right-to-left family's runs are shaped in (nil: `en`, or `ja` for Japanese).
  static func language(ofFamily family: String) -> String? {
    if family.contains("Arabic") { return "ar" }
    if family.contains("Hebrew") { return "he" }
    return nil
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
