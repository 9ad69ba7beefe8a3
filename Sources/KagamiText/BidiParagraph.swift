// Implementation-only: modules above import this one without the C module (Docs/swiftui.md).
@_implementationOnly import CFriBidi

/// The Unicode Bidirectional Algorithm (UAX #9) over one text, run by GNU FriBidi (through
/// `CFriBidi`), not by Kagami: the text is split into paragraphs at paragraph separators (P1),
/// each gets its level (P2–P3, or the one asked for), every character its resolved embedding level,
/// and each line its runs in visual order (L1, L2), so text shown left to right reads correctly in
/// both directions. Offsets are Unicode scalar offsets into the text. FriBidi passes every one of
/// the 91,707 cases of Unicode 15.0's BidiCharacterTest.txt (ICU 72.1's ubidi, used before, failed 30).
public final class BidiParagraph {
  /// One paragraph of the text (split at paragraph separators, rule P1).
  public struct Paragraph: Equatable, Sendable {
    /// Its characters, the separator that ends it included.
    public var range: Range<Int>
    /// Its embedding level: 0 left to right, 1 right to left.
    public var level: Int
  }

  /// The number of scalars in the text.
  public let count: Int
  /// The resolved embedding level of every scalar, with rule L1 applied at each paragraph's end (as if
  /// each paragraph were one line). Characters rule X9 removes (embedding controls, BN) get a level
  /// too (FriBidi's choice), though the algorithm gives them none.
  public let levels: [UInt8]
  /// The paragraphs, in order.
  public let paragraphs: [Paragraph]
  /// True when every level is 0: the visual order is the logical order and nothing reads right to
  /// left.
  public let isLeftToRightOnly: Bool
  /// FriBidi's bidi class of every scalar (needed again to reorder lines).
  private let types: [UInt32]

  /// Runs the algorithm over `text`. `direction` is the paragraphs' direction; nil takes each
  /// paragraph's from its first strong character (rules P2, P3), and `fallback` when it has none.
  /// Throws when FriBidi fails.
  public convenience init(
    _ text: String, direction: TextDirection? = nil, fallback: TextDirection = .leftToRight
  ) throws(TextError) {
    try self.init(scalars: text.unicodeScalars.map(\.value), direction: direction, fallback: fallback)
  }

  /// `init(_:direction:fallback:)` over scalar values (a value that is no scalar counts as U+FFFD).
  public init(scalars: [UInt32], direction: TextDirection? = nil, fallback: TextDirection = .leftToRight)
    throws(TextError)
  {
    count = scalars.count
    let text = scalars.map { Unicode.Scalar($0) == nil ? 0xFFFD : $0 }
    let mode: Int32
    switch direction {
    case .leftToRight?: mode = 0
    case .rightToLeft?: mode = 1
    case nil: mode = fallback == .leftToRight ? 2 : 3
    }
    var types = [UInt32](repeating: 0, count: count)
    var brackets = [UInt32](repeating: 0, count: count)
    var signedLevels = [Int8](repeating: 0, count: count)
    var paragraphs: [Paragraph] = []
    for range in Self.paragraphRanges(text) {
      var level: Int32 = 0
      let status = text.withUnsafeBufferPointer { text in
        types.withUnsafeMutableBufferPointer { types in
          brackets.withUnsafeMutableBufferPointer { brackets in
            signedLevels.withUnsafeMutableBufferPointer { levels in
              kagami_fribidi_levels(
                text.baseAddress! + range.lowerBound, Int32(range.count), mode, types.baseAddress! + range.lowerBound,
                brackets.baseAddress! + range.lowerBound, levels.baseAddress! + range.lowerBound, &level)
            }
          }
        }
      }
      guard status == 0 else { throw .engine("FriBidi could not resolve the levels of paragraph \(range)") }
      paragraphs.append(Paragraph(range: range, level: Int(level)))
    }
    self.types = types
    self.paragraphs = paragraphs
    levels = signedLevels.map { UInt8(clamping: $0) }
    isLeftToRightOnly = !levels.contains { $0 != 0 } && !paragraphs.contains { $0.level != 0 }
  }

  /// The paragraphs of `text` (rule P1): each ends after a paragraph separator (CR LF counts as one),
  /// the last at the text's end.
  private static func paragraphRanges(_ text: [UInt32]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = 0
    var index = 0
    while index < text.count {
      if kagami_fribidi_is_paragraph_separator(text[index]) != 0 {
        if text[index] == 0x0D, index + 1 < text.count, text[index + 1] == 0x0A { index += 1 }
        ranges.append(start..<index + 1)
        start = index + 1
      }
      index += 1
    }
    if start < text.count { ranges.append(start..<text.count) }
    return ranges
  }

  /// False when no scalar of `scalars` has a bidi class that can read right to left (R, AL, AN, RLE,
  /// RLO, RLI, FSI): a left-to-right paragraph of such text shows every character in logical
  /// order, left to right, so layout skips the algorithm (FriBidi's classes, one lookup per scalar).
  static func mayReorder(_ scalars: [UInt32]) -> Bool {
    kagami_fribidi_may_reorder(scalars, Int32(scalars.count)) != 0
  }

  /// The level of the paragraph holding scalar `index` (the last paragraph's for the text's end; 0
  /// for an empty text).
  public func paragraphLevel(at index: Int) -> Int {
    guard !paragraphs.isEmpty else { return 0 }
    return paragraphs[paragraphIndex(at: index)].level
  }

  /// The index of the paragraph holding scalar `index` (the last one past the end), by binary
  /// search, so a text of many paragraphs lays out in linear time.
  private func paragraphIndex(at index: Int) -> Int {
    var low = 0
    var high = paragraphs.count - 1
    while low < high {
      let middle = (low + high) / 2
      if paragraphs[middle].range.upperBound <= index { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The runs of the line showing `line` (scalar offsets), in visual order from left to right, after
  /// rules L1 (trailing white space at the line's end takes the paragraph's level) and L2
  /// (reversal). A line crossing a paragraph boundary is reordered paragraph by paragraph, the pieces
  /// in logical order. Throws for a range outside the text or when ICU fails.
  public func visualRuns(in line: Range<Int>) throws(TextError) -> [BidiRun] {
    guard line.lowerBound >= 0, line.upperBound <= count else {
      throw .engine("bidi line \(line) is outside the text (0..<\(count))")
    }
    var runs: [BidiRun] = []
    guard !line.isEmpty else { return runs }
    for paragraph in paragraphs[paragraphIndex(at: line.lowerBound)...] {
      guard paragraph.range.lowerBound < line.upperBound else { break }
      let piece = max(line.lowerBound, paragraph.range.lowerBound)..<min(line.upperBound, paragraph.range.upperBound)
      try appendRuns(of: piece, to: &runs)
    }
    return runs
  }

  /// The scalar offsets of `line` in the order they are shown, left to right (`visualRuns` expanded).
  public func visualOrder(in line: Range<Int>) throws(TextError) -> [Int] {
    try visualRuns(in: line).flatMap { run in
      run.isRightToLeft ? Array(run.range.reversed()) : Array(run.range)
    }
  }

  /// Rules L1 and L2 over `line` (inside one paragraph) by FriBidi, as runs: visual positions whose
  /// logical offsets step by +1 at one even level, or by −1 at one odd level, form one run.
  private func appendRuns(of line: Range<Int>, to runs: inout [BidiRun]) throws(TextError) {
    guard !line.isEmpty else { return }
    let level = paragraphs[paragraphIndex(at: line.lowerBound)].level
    var lineLevels = levels[line].map { Int8(bitPattern: $0) }
    var map = (0..<Int32(line.count)).map { $0 }
    let status = types.withUnsafeBufferPointer { types in
      kagami_fribidi_reorder_line(
        types.baseAddress! + line.lowerBound, Int32(line.count), Int32(level), &lineLevels, &map)
    }
    guard status == 0 else { throw .engine("FriBidi could not reorder line \(line)") }
    // `lineLevels` stays in logical order (L1 applied); `map` is in visual order.
    var position = 0
    while position < map.count {
      let runLevel = lineLevels[Int(map[position])]
      let step: Int32 = runLevel & 1 == 1 ? -1 : 1
      var end = position + 1
      while end < map.count, lineLevels[Int(map[end])] == runLevel, map[end] == map[end - 1] + step { end += 1 }
      let first = Int(min(map[position], map[end - 1]))
      let last = Int(max(map[position], map[end - 1]))
      runs.append(BidiRun(range: line.lowerBound + first..<line.lowerBound + last + 1, level: Int(runLevel)))
      position = end
    }
  }

  /// FriBidi's version and the Unicode version of its character data, e.g. ("1.0.8", "10.0.0"), as the
  /// library loaded at run time reports them.
  public static var versions: (fribidi: String, unicode: String) {
    // "(GNU FriBidi) 1.0.8\ninterface version 4, …": the first line's last word.
    let info = String(cString: kagami_fribidi_version_info())
    let version = info.split(separator: "\n").first?.split(separator: " ").last.map(String.init) ?? "unknown"
    return (version, String(cString: kagami_fribidi_unicode_version()))
  }
}
