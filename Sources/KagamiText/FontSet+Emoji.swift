// Implementation-only: modules above import this one without the C module (Docs/swiftui.md).
@_implementationOnly import CICU

extension FontSet {
  /// The first face of `chain` that has `scalar`; colour faces (opened on demand) are reached only
  /// when every face before them lacks it.
  func firstFace(in chain: [Int], having scalar: UInt32) throws -> Int? {
    for index in chain where try face(index).glyphIndex(for: scalar) != 0 { return index }
    return nil
  }

  /// The first colour face of `chain` that has `scalar` (opening faces that load on demand).
  func colorFace(in chain: [Int], having scalar: UInt32) throws -> Int? {
    for index in chain {
      let face = try face(index)
      if isColorFace(index) && face.glyphIndex(for: scalar) != 0 { return index }
    }
    return nil
  }

  /// Whether `scalars` may hold an emoji, so that they are itemized per grapheme cluster: an emoji
  /// presentation character, a pictograph from U+1F000, a variation selector 16, a keycap, a
  /// joiner or a tag. Other text (Latin, Japanese, Arabic…) keeps the cheaper scalar itemization.
  static func mayHoldEmoji(_ scalars: ArraySlice<UInt32>) -> Bool {
    scalars.contains { scalar in
      guard scalar >= 0x200D else { return false }
      switch scalar {
      case 0x200D, 0x20E3, 0xFE0F, 0x1F000..<0x20000, 0xE0020...0xE007F: return true
      // -1 (no ICU library loaded) counts as "may": the cluster itemization then calls ICU's break
      // iterator, whose error says what was looked for, instead of silently shaping as text.
      case 0x2300...0x2BFF: return cicu_has_emoji_presentation(scalar) != 0
      default: return false
      }
    }
  }

  /// Where each grapheme cluster of `range` ends: `ends[i - range.lowerBound]` is the end of the
  /// cluster that starts at `i` (other entries unused).
  static func clusterEnds(of scalars: [UInt32], in range: Range<Int>) throws -> [Int] {
    let slice = scalars[range].map { Unicode.Scalar($0) ?? "\u{FFFD}" }
    var ends = [Int](repeating: 0, count: range.count)
    var start = 0
    for end in try GraphemeClusters.boundaries(in: slice) {
      ends[start] = range.lowerBound + end
      start = end
    }
    return ends
  }

  /// Whether a grapheme cluster is shown as an emoji (Unicode TS #51): it has no text presentation
  /// selector (U+FE0E), and it has an emoji presentation selector (U+FE0F), a keycap (U+20E3), a
  /// skin-tone modifier, a regional indicator (a flag), a tag sequence, a joiner between
  /// pictographs, or its base shows as an emoji by default (Emoji_Presentation).
  static func prefersColor(_ cluster: ArraySlice<UInt32>) -> Bool {
    guard let base = cluster.first, !cluster.contains(0xFE0E) else { return false }
    var joined = false
    for scalar in cluster {
      switch scalar {
      case 0xFE0F, 0x20E3, 0x1F3FB...0x1F3FF, 0x1F1E6...0x1F1FF, 0xE0020...0xE007F: return true
      case 0x200D: joined = true
      default: break
      }
    }
    if joined && cluster.contains(where: { cicu_is_extended_pictographic($0) != 0 }) { return true }
    return cicu_has_emoji_presentation(base) != 0
  }
}
