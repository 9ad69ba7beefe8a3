/// A UAX #14 line-break class, after the LB1 resolutions done by the table generator
/// (AI, SG, XX → AL; SA → CM or AL). The raw values match Scripts/generate-line-break-table.py.
// swift-format-ignore: AlwaysUseLowerCamelCase
// The cases are UAX #14's own class names.
public enum LineBreakClass: UInt8, Sendable, CaseIterable {
  /// Mandatory breaks, combining marks, glue, spaces, break-before/after and punctuation classes.
  case BK, CR, LF, CM, NL, SG, WJ, ZW, GL, SP, ZWJ, B2, BA, BB, HY, CB
  /// Closing, opening, quotation, numeric, prefix/postfix, alphabetic and ideographic classes.
  case CL, CP, EX, IN, NS, OP, QU, IS, NU, PO, PR, SY, AI, AL, CJ, EB
  /// Emoji modifiers, Hangul syllables and jamo, Hebrew, ideographs, regional indicators, SA, XX.
  case EM, H2, H3, HL, ID, JL, JV, JT, RI, SA, XX

  /// The class of `scalar` in the generated table (CJ not yet resolved).
  public static func of(_ scalar: UInt32) -> LineBreakClass {
    LineBreakClass(rawValue: LineBreakClass.tableValue(scalar) & 0x3F) ?? .AL
  }

  /// The table's value byte for `scalar`: class bits plus the East Asian Width and
  /// Extended_Pictographic flags.
  static func tableValue(_ scalar: UInt32) -> UInt8 {
    if scalar < 0x80 { return asciiValues[Int(scalar)] }
    return search(scalar)
  }

  /// Binary search over the generated ranges for the last start ≤ `scalar`.
  private static func search(_ scalar: UInt32) -> UInt8 {
    let ranges = LineBreakTable.ranges
    let key = min(scalar, 0x10FFFF) << 8 | 0xFF
    var low = 0
    var high = ranges.count
    while low < high {
      let middle = (low + high) / 2
      if ranges[middle] <= key { low = middle + 1 } else { high = middle }
    }
    return UInt8(truncatingIfNeeded: ranges[max(low - 1, 0)])
  }

  /// Values for ASCII, the common case.
  private static let asciiValues: [UInt8] = (0..<128).map { search(UInt32($0)) }
}
