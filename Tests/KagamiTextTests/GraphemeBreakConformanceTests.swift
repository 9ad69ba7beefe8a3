import Foundation
import KagamiText
import Testing

/// Runs every case of Unicode's GraphemeBreakTest.txt (Debian's unicode-data) through
/// `GraphemeClusters`, and the sequences users type: ZWJ families, skin tones, flags, keycaps.
@Suite struct GraphemeBreakConformanceTests {
  static let path = "/usr/share/unicode/auxiliary/GraphemeBreakTest.txt"

  /// (line, scalars, scalar offsets where each cluster ends).
  static func cases() throws -> [(line: Int, scalars: [Unicode.Scalar], ends: [Int])] {
    guard let text = FileManager.default.contents(atPath: path).map({ String(decoding: $0, as: UTF8.self) }) else {
      throw TextError.unreadable(path: path, reason: "missing; install Debian's unicode-data")
    }
    var result: [(Int, [Unicode.Scalar], [Int])] = []
    for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      let tokens = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard !tokens.isEmpty else { continue }
      var scalars: [Unicode.Scalar] = []
      var ends: [Int] = []
      for token in tokens {
        switch token {
        case "÷": if !scalars.isEmpty { ends.append(scalars.count) }
        case "×": break
        default:
          guard let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) else {
            throw TextError.unreadable(path: "\(path):\(number + 1)", reason: "bad token \(token)")
          }
          scalars.append(scalar)
        }
      }
      result.append((number + 1, scalars, ends))
    }
    return result
  }

  @Test func conformance() throws {
    let cases = try Self.cases()
    var failures: [String] = []
    for testCase in cases {
      let got = try GraphemeClusters.boundaries(in: testCase.scalars)
      if got != testCase.ends { failures.append("line \(testCase.line): expected \(testCase.ends) got \(got)") }
    }
    print("GraphemeBreakTest.txt: \(cases.count - failures.count)/\(cases.count) pass; ICU \(TextLibraries.icuVersion)")
    // Pinned exactly: every case of Debian bookworm's unicode-data (Unicode 15.0) passes.
    #expect(cases.count == 602, "GraphemeBreakTest.txt changed: \(cases.count) cases")
    #expect(failures.isEmpty, "\(failures.count) of \(cases.count) cases fail: \(failures.prefix(10))")
  }

  @Test func whatUsersTypeIsOneClusterEach() throws {
    let family = "👨‍👩‍👧‍👦"  // man ZWJ woman ZWJ girl ZWJ boy
    let text = "🍛" + family + "👍🏻" + "🇯🇵" + "1️⃣" + "❤️" + "が" + "e\u{301}" + "🧑‍🍳"
    let clusters = try GraphemeClusters.clusters(of: text)
    #expect(clusters == ["🍛", family, "👍🏻", "🇯🇵", "1️⃣", "❤️", "が", "e\u{301}", "🧑‍🍳"])
    #expect(try GraphemeClusters.clusters(of: "🇯🇵🇺🇸🇫") == ["🇯🇵", "🇺🇸", "🇫"])
    #expect(try GraphemeClusters.boundaries(in: []) == [])
  }
}

/// Forced line breaks and tail truncation cut between grapheme clusters only: a flag, a ZWJ family,
/// a skin-toned thumb or a letter with its accent stays on one line, whole or gone.
@Suite struct GraphemeLineBreakTests {
  static let family = "👨‍👩‍👧‍👦"

  @Test(arguments: [
    "🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵", family + family + family + family, "👍🏻👍🏻👍🏻👍🏻👍🏻", "e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}",
    // U+2701 ZWJ U+2701: one cluster in Unicode 15.0, two for Swift's `Character`.
    String(repeating: "\u{2701}\u{200D}\u{2701}", count: 5),
  ])
  func narrowLinesNeverSplitACluster(text: String) throws {
    let fonts = try FontSet.bundled()
    let scalars = Array(text.unicodeScalars)
    let ends = Set(try GraphemeClusters.boundaries(in: scalars))
    for width in [8.0, 20.0, 33.0] {
      let layout = try fonts.layout(text, font: Font(size: 17), style: ParagraphStyle(width: width), scale: 1)
      #expect(layout.lines.count > 1, "\(text) at \(width) pt fits on one line")
      for line in layout.lines {
        #expect(
          ends.contains(line.range.upperBound), "\(text) at \(width) pt: a line ends inside a cluster at \(line.range)")
      }
      let truncated = try fonts.layout(
        text, font: Font(size: 17), style: ParagraphStyle(width: width * 2, lineLimit: 1), scale: 1)
      let kept = try #require(truncated.lines.first)
      #expect(kept.isTruncated)
      #expect(
        kept.range.upperBound == 0 || ends.contains(kept.range.upperBound), "truncation cut \(text) at \(kept.range)")
    }
  }
}
