/// Breaks shaped text into lines (greedy, at UAX #14 opportunities; words wider than the line
/// break between grapheme clusters) and applies the line limit with tail truncation. Every width
/// is an integer in 1/64 device pixels, and every step is linear in the text length.
struct ParagraphBuilder {
  let shaped: ShapedText
  let maximumWidth64: Int
  let maximumLines: Int
  /// `prefix64[i]`: advance of the scalars before `i`.
  private(set) var prefix64: [Int]
  /// `firstGlyph[i]`: index of the first glyph whose cluster is at least `i`.
  private(set) var firstGlyph: [Int]
  /// `trimmedEnd[i]`: the end of `0..<i` without trailing spaces and line breaks.
  private(set) var trimmedEnd: [Int]
  private var graphemeBoundaries: [Int]?

  init(shaped: ShapedText, maximumWidth64: Int, maximumLines: Int) {
    self.shaped = shaped
    self.maximumWidth64 = maximumWidth64
    self.maximumLines = maximumLines
    let count = shaped.scalars.count
    var advances = [Int](repeating: 0, count: count + 1)
    var firstGlyph = [Int](repeating: shaped.glyphs.count, count: count + 1)
    for (index, glyph) in shaped.glyphs.enumerated().reversed() {
      advances[glyph.cluster] += glyph.advance64
      firstGlyph[glyph.cluster] = index
    }
    for index in stride(from: count - 1, through: 0, by: -1) where firstGlyph[index] > firstGlyph[index + 1] {
      firstGlyph[index] = firstGlyph[index + 1]
    }
    var prefix = [Int](repeating: 0, count: count + 1)
    var trimmed = [Int](repeating: 0, count: count + 1)
    for index in 0..<count {
      prefix[index + 1] = prefix[index] + advances[index]
      trimmed[index + 1] = Self.isTrailingSpace(shaped.scalars[index]) ? trimmed[index] : index + 1
    }
    self.prefix64 = prefix
    self.firstGlyph = firstGlyph
    self.trimmedEnd = trimmed
  }

  /// The end of `start..<end` once trailing spaces and breaks are dropped.
  func trim(_ start: Int, _ end: Int) -> Int { max(start, trimmedEnd[end]) }

  /// Width of `start..<end` as a line: without trailing spaces and without the tracking after its
  /// last cluster.
  func width64(_ start: Int, _ end: Int) -> Int {
    let trimmed = trim(start, end)
    guard trimmed > start else { return 0 }
    return prefix64[trimmed] - prefix64[start] - shaped.trailingTracking64(before: trimmed)
  }

  /// Advance of `start..<end` without trailing spaces (its last cluster's tracking included: text
  /// follows it).
  func advance64(_ start: Int, _ end: Int) -> Int { prefix64[trim(start, end)] - prefix64[start] }

  /// The widest stretch of text between two break opportunities, in 1/64 device pixels: the
  /// narrowest the text becomes without breaking inside a word (CSS's min-content width).
  func widestUnbreakable64() -> Int {
    var widest = 0
    var start = 0
    for candidate in LineBreaker.breaks(in: shaped.scalars) {
      widest = max(widest, width64(start, candidate.index))
      start = candidate.index
    }
    return max(widest, width64(start, shaped.scalars.count))
  }

  /// The lines as scalar ranges (untrimmed), and whether text was left over after the limit.
  mutating func breakLines() -> (lines: [Range<Int>], isTruncated: Bool) {
    let count = shaped.scalars.count
    let breaks = LineBreaker.breaks(in: shaped.scalars)
    var lines: [Range<Int>] = []
    var start = 0
    var lastFit: Int?
    var next = 0
    while next < breaks.count && lines.count < maximumLines {
      let candidate = breaks[next]
      if width64(start, candidate.index) <= maximumWidth64 {
        next += 1
        if candidate.isMandatory {
          lines.append(start..<candidate.index)
          start = candidate.index
          lastFit = nil
        } else {
          lastFit = candidate.index
        }
      } else if let fit = lastFit {
        lines.append(start..<fit)
        start = fit
        lastFit = nil
      } else {
        let end = emergencyEnd(from: start, limit: candidate.index)
        lines.append(start..<end)
        start = end
        if end == candidate.index { next += 1 }
      }
    }
    return (lines, start < count)
  }

  /// The furthest grapheme boundary in `start + 1 ... limit` whose text fits (at least one grapheme).
  mutating func emergencyEnd(from start: Int, limit: Int) -> Int {
    let boundaries = graphemes()
    var index = Self.firstIndex(in: boundaries, after: start)
    var end = min(boundaries[index], limit)
    let first = index
    while index + 1 < boundaries.count, boundaries[index + 1] <= limit,
      width64(start, boundaries[index + 1]) <= maximumWidth64
    {
      index += 1
      end = boundaries[index]
    }
    // Kinsoku inside the forced break too: step back while the cut would start a line with a
    // closing mark or small kana, or end one with an opening bracket.
    while index > first, end < limit, violatesKinsoku(at: end) {
      index -= 1
      end = boundaries[index]
    }
    return end
  }

  /// True when a line break before scalar `index` would break strict kinsoku.
  private func violatesKinsoku(at index: Int) -> Bool {
    switch LineBreakClass.of(shaped.scalars[index]) {
    case .CL, .CP, .EX, .IS, .NS, .CJ: return true
    default: return LineBreakClass.of(shaped.scalars[index - 1]) == .OP
    }
  }

  /// The furthest grapheme boundary in `start ... limit` where `start..<boundary` followed by
  /// `extra64` fits.
  mutating func fittingEnd(from start: Int, limit: Int, extra64: Int) -> Int {
    let boundaries = graphemes()
    var end = start
    var index = Self.firstIndex(in: boundaries, after: start)
    while index < boundaries.count, boundaries[index] <= limit,
      advance64(start, boundaries[index]) + extra64 <= maximumWidth64
    {
      end = boundaries[index]
      index += 1
    }
    return end
  }

  /// Grapheme cluster ends (ICU's UAX #29 segmentation, exact for Unicode 15.0), computed once; if
  /// ICU fails, Swift's `Character` segmentation (which differs from Unicode 15.0 in one case).
  private mutating func graphemes() -> [Int] {
    if let graphemeBoundaries { return graphemeBoundaries }
    let scalars = shaped.scalars.map { Unicode.Scalar($0) ?? "\u{FFFD}" }
    let boundaries = (try? GraphemeClusters.boundaries(in: scalars)) ?? Self.characterBoundaries(scalars)
    graphemeBoundaries = boundaries
    return boundaries
  }

  /// Cluster ends by Swift's `Character`.
  private static func characterBoundaries(_ scalars: [Unicode.Scalar]) -> [Int] {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    var boundaries: [Int] = []
    boundaries.reserveCapacity(scalars.count)
    var offset = 0
    for character in String(view) {
      offset += character.unicodeScalars.count
      boundaries.append(offset)
    }
    return boundaries
  }

  /// Index of the first element of sorted `values` greater than `value` (clamped to the last).
  private static func firstIndex(in values: [Int], after value: Int) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if values[middle] <= value { low = middle + 1 } else { high = middle }
    }
    return min(low, values.count - 1)
  }

  /// Spaces, tabs, line breaks, zero-width space and control characters: not counted at a line end.
  static func isTrailingSpace(_ scalar: UInt32) -> Bool {
    scalar == 0x20 || scalar == 0x200B || FontSet.isInvisibleControl(scalar)
  }
}
