import Foundation
import KagamiText
import Testing

/// Runs every case of Unicode's BidiCharacterTest.txt (Debian's unicode-data, Unicode 15.0) through
/// `BidiParagraph` (GNU FriBidi): the paragraph level, every character's resolved level and the
/// visual order of the line, pinned exactly: every case passes, no exception, no floor. (ICU 72.1's
/// ubidi, used before, failed 30: overrides and marks on paired brackets, and the 63-deep bracket
/// stack, in the file's block of Unicode 8.0 clarifications.)
@Suite struct BidiConformanceTests {
  static let path = "/usr/share/unicode/BidiCharacterTest.txt"

  /// One line of the file.
  struct Case {
    var line: Int
    var scalars: [UInt32]
    /// nil: auto (P2, P3, left to right without a strong character).
    var direction: TextDirection?
    var paragraphLevel: Int
    /// nil for characters rule X9 removes ("x").
    var levels: [Int?]
    /// The scalar offsets of the characters not removed, in visual order.
    var order: [Int]
  }

  static func cases() throws -> [Case] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw TextError.unreadable(path: path, reason: "missing; install Debian's unicode-data")
    }
    var result: [Case] = []
    for (number, rawLine) in String(decoding: data, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).enumerated() {
      let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      guard !line.allSatisfy({ $0 == " " || $0 == "\t" }) else { continue }
      let fields = line.split(separator: ";", omittingEmptySubsequences: false).map {
        $0.split(separator: " ", omittingEmptySubsequences: true)
      }
      func bad(_ reason: String) -> TextError { .unreadable(path: "\(path):\(number + 1)", reason: reason) }
      guard fields.count == 5 else { throw bad("\(fields.count) fields, expected 5") }
      let scalars = try fields[0].map { token in
        guard let value = UInt32(token, radix: 16) else { throw bad("bad code point \(token)") }
        return value
      }
      let direction: TextDirection?
      switch fields[1].first {
      case "0": direction = .leftToRight
      case "1": direction = .rightToLeft
      case "2": direction = nil
      default: throw bad("bad paragraph direction \(fields[1])")
      }
      guard let paragraphLevel = fields[2].first.flatMap({ Int($0) }) else { throw bad("bad paragraph level") }
      let levels = try fields[3].map { token -> Int? in
        if token == "x" { return nil }
        guard let level = Int(token) else { throw bad("bad level \(token)") }
        return level
      }
      let order = try fields[4].map { token in
        guard let index = Int(token) else { throw bad("bad visual index \(token)") }
        return index
      }
      guard levels.count == scalars.count else { throw bad("\(levels.count) levels for \(scalars.count) characters") }
      result.append(
        Case(
          line: number + 1, scalars: scalars, direction: direction, paragraphLevel: paragraphLevel, levels: levels,
          order: order))
    }
    return result
  }

  /// What `BidiParagraph` gives for `testCase`, as a failure description, or nil when it matches.
  static func failure(of testCase: Case) throws -> String? {
    let bidi = try BidiParagraph(scalars: testCase.scalars, direction: testCase.direction)
    let level = bidi.paragraphLevel(at: 0)
    guard level == testCase.paragraphLevel else {
      return "line \(testCase.line): paragraph level \(level), expected \(testCase.paragraphLevel)"
    }
    for (index, expected) in testCase.levels.enumerated() {
      guard let expected, Int(bidi.levels[index]) != expected else { continue }
      return "line \(testCase.line): level of character \(index) is \(bidi.levels[index]), expected \(expected)"
    }
    let shown = try bidi.visualOrder(in: 0..<testCase.scalars.count).filter { testCase.levels[$0] != nil }
    guard shown == testCase.order else {
      return "line \(testCase.line): visual order \(shown), expected \(testCase.order)"
    }
    return nil
  }

  @Test func everyCasePasses() throws {
    let cases = try Self.cases()
    var failures: [String] = []
    for testCase in cases {
      if let failure = try Self.failure(of: testCase) { failures.append(failure) }
    }
    print(
      "BidiCharacterTest.txt: \(cases.count - failures.count)/\(cases.count) pass (paragraph level, levels and "
        + "visual order), FriBidi \(TextLibraries.friBidiVersion)")
    #expect(cases.count == 91_707)
    #expect(failures.isEmpty, "\(failures.count) failures: \(failures.prefix(20))")
  }

  /// The file checks the visual order, not how it is cut into runs; layout shapes run by run, so
  /// runs must be maximal: an Arabic word with a mark and a date is two runs, not one per character.
  @Test func runsAreMaximal() throws {
    let text = "\u{646}\u{64f}\u{634}\u{631}\u{62a} \u{641}\u{64a} 21/9/2025"  // "نُشرت في 21/9/2025"
    for direction in [TextDirection.rightToLeft, nil] {
      let bidi = try BidiParagraph(text, direction: direction)
      #expect(
        try bidi.visualRuns(in: 0..<bidi.count) == [BidiRun(range: 9..<18, level: 2), BidiRun(range: 0..<9, level: 1)])
      #expect(try bidi.visualRuns(in: 0..<5) == [BidiRun(range: 0..<5, level: 1)])
    }
    let mixed = try BidiParagraph("abc \u{5D0}\u{5D1} def", direction: .leftToRight)
    #expect(
      try mixed.visualRuns(in: 0..<mixed.count) == [
        BidiRun(range: 0..<4, level: 0), BidiRun(range: 4..<6, level: 1), BidiRun(range: 6..<10, level: 0),
      ])
  }

  @Test func theFileIsTheOneOfUnicode15() throws {
    // Debian bookworm's unicode-data 15.0 holds 91,707 cases; FriBidi 1.0.8's character data is
    // Unicode 10.0, whose bidi classes agree with 15.0's on every character the file uses.
    let cases = try Self.cases()
    #expect(cases.count == 91_707, "BidiCharacterTest.txt changed: \(cases.count) cases")
    #expect(TextLibraries.friBidiVersion.hasPrefix("1.0."), "\(TextLibraries.friBidiVersion)")
  }
}
