import CICU

/// The Unicode Bidirectional Algorithm (UAX #9, Unicode 15.0) over one text, run by ICU's `ubidi`
/// (through `CICU`), not by Kagami: the text is split into paragraphs at paragraph separators (P1),
/// each gets its level (P2–P3, or the one asked for), every character its resolved embedding level,
/// and each line its runs in visual order (L1, L2), so text shown left to right reads correctly in
/// both directions. Offsets are Unicode scalar offsets into the text.
///
/// Holds ICU's objects: not thread-safe (one per layout, like the `FontSet` that makes it).
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
  /// too (ICU's choice), though the algorithm gives them none.
  public let levels: [UInt8]
  /// The paragraphs, in order.
  public let paragraphs: [Paragraph]
  /// True when every level is 0: the visual order is the logical order and nothing reads right to
  /// left.
  public let isLeftToRightOnly: Bool
  private let handle: OpaquePointer
  /// `unitStart[i]`: the UTF-16 offset of scalar `i` (`count + 1` entries).
  private let unitStart: [Int32]
  /// `scalarAt[u]`: the scalar holding UTF-16 unit `u` (`units + 1` entries).
  private let scalarAt: [Int32]

  /// Runs the algorithm over `text`. `direction` is the paragraphs' direction; nil takes each
  /// paragraph's from its first strong character (rules P2, P3), and `fallback` when it has none.
  /// Throws when ICU fails, with its error name.
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
    var utf16: [UInt16] = []
    utf16.reserveCapacity(scalars.count)
    var unitStart: [Int32] = []
    unitStart.reserveCapacity(scalars.count + 1)
    var scalarAt: [Int32] = []
    scalarAt.reserveCapacity(scalars.count + 1)
    for (index, value) in scalars.enumerated() {
      unitStart.append(Int32(utf16.count))
      let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
      for unit in scalar.utf16 {
        utf16.append(unit)
        scalarAt.append(Int32(index))
      }
    }
    unitStart.append(Int32(utf16.count))
    scalarAt.append(Int32(scalars.count))
    self.unitStart = unitStart
    self.scalarAt = scalarAt
    let level: UInt8
    switch direction {
    case .leftToRight?: level = 0
    case .rightToLeft?: level = 1
    case nil: level = UInt8(fallback == .leftToRight ? CICU_BIDI_DEFAULT_LTR : CICU_BIDI_DEFAULT_RTL)
    }
    var error = cicu_name()
    guard let handle = cicu_bidi_open(utf16, Int32(utf16.count), level, &error) else {
      throw .engine("ICU bidi: \(Self.name(error))")
    }
    self.handle = handle
    var unitLevels = [UInt8](repeating: 0, count: utf16.count)
    guard cicu_bidi_levels(handle, &unitLevels, Int32(unitLevels.count), &error) >= 0 else {
      cicu_bidi_close(handle)
      throw .engine("ICU bidi levels: \(Self.name(error))")
    }
    levels = unitStart.dropLast().map { unitLevels[Int($0)] }
    var paragraphs: [Paragraph] = []
    for index in 0..<cicu_bidi_paragraph_count(handle) {
      var start: Int32 = 0
      var limit: Int32 = 0
      var paragraphLevel: UInt8 = 0
      guard cicu_bidi_paragraph(handle, index, &start, &limit, &paragraphLevel, &error) == 0 else {
        cicu_bidi_close(handle)
        throw .engine("ICU bidi paragraph \(index): \(Self.name(error))")
      }
      paragraphs.append(
        Paragraph(range: Int(scalarAt[Int(start)])..<Int(scalarAt[Int(limit)]), level: Int(paragraphLevel)))
    }
    self.paragraphs = paragraphs
    isLeftToRightOnly = !levels.contains { $0 != 0 } && !paragraphs.contains { $0.level != 0 }
  }

  deinit { cicu_bidi_close(handle) }

  /// False when no scalar of `scalars` has a bidi class that can read right to left (R, AL, AN, RLE,
  /// RLO, RLI, FSI): a left-to-right paragraph of such text shows every character in logical
  /// order, left to right, so layout skips the algorithm (ICU's classes, one lookup per scalar).
  static func mayReorder(_ scalars: [UInt32]) -> Bool {
    cicu_bidi_may_reorder(scalars, Int32(scalars.count)) != 0
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

  private func appendRuns(of line: Range<Int>, to runs: inout [BidiRun]) throws(TextError) {
    let start = unitStart[line.lowerBound]
    let limit = unitStart[line.upperBound]
    let capacity = Int(limit - start)
    guard capacity > 0 else { return }
    var starts = [Int32](repeating: 0, count: capacity)
    var lengths = [Int32](repeating: 0, count: capacity)
    var runLevels = [UInt8](repeating: 0, count: capacity)
    var error = cicu_name()
    let found = cicu_bidi_line_runs(handle, start, limit, &starts, &lengths, &runLevels, Int32(capacity), &error)
    guard found >= 0 else { throw .engine("ICU bidi line \(line): \(Self.name(error))") }
    for run in 0..<Int(found) {
      let first = Int(scalarAt[Int(starts[run])])
      let end = Int(scalarAt[Int(starts[run] + lengths[run])])
      runs.append(BidiRun(range: first..<end, level: Int(runLevels[run])))
    }
  }

  private static func name(_ value: cicu_name) -> String {
    withUnsafeBytes(of: value.text) { buffer in
      String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
    }
  }
}
