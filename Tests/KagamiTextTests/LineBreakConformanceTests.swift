import Foundation
import KagamiText
import Testing

/// Runs every case of Unicode's LineBreakTest.txt (Debian's unicode-data) through `LineBreaker`.
@Suite struct LineBreakConformanceTests {
  static let path = "/usr/share/unicode/auxiliary/LineBreakTest.txt"

  struct Case {
    var line: Int
    var scalars: [UInt32]
    var breaks: [Int]
  }

  /// Parses "× 0023 ÷ 0020 ÷" lines into scalars and the offsets of each ÷ after the first scalar.
  static func cases() throws -> [Case] {
    guard let text = FileManager.default.contents(atPath: path).map({ String(decoding: $0, as: UTF8.self) }) else {
      throw TextError.unreadable(path: path, reason: "missing; install Debian's unicode-data")
    }
    var result: [Case] = []
    for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      let tokens = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard !tokens.isEmpty else { continue }
      var scalars: [UInt32] = []
      var breaks: [Int] = []
      for token in tokens {
        switch token {
        case "÷": if !scalars.isEmpty { breaks.append(scalars.count) }
        case "×": break
        default:
          guard let value = UInt32(token, radix: 16) else {
            throw TextError.unreadable(path: "\(path):\(number + 1)", reason: "bad token \(token)")
          }
          scalars.append(value)
        }
      }
      result.append(Case(line: number + 1, scalars: scalars, breaks: breaks))
    }
    return result
  }

  @Test func conformance() throws {
    let cases = try Self.cases()
    var failures: [Case] = []
    for testCase in cases where LineBreaker.breaks(in: testCase.scalars).map(\.index) != testCase.breaks {
      failures.append(testCase)
    }
    let passed = cases.count - failures.count
    let percent = Double(passed * 10000 / cases.count) / 100
    print("LineBreakTest.txt: \(passed)/\(cases.count) pass (\(percent)%)")
    for failure in failures.prefix(20) {
      let classes = failure.scalars.map { "\(LineBreakClass.of($0))" }.joined(separator: " ")
      let got = LineBreaker.breaks(in: failure.scalars).map(\.index)
      print("  line \(failure.line): \(classes) expected \(failure.breaks) got \(got)")
    }
    // Pinned exactly: every case of Debian bookworm's unicode-data (Unicode 15.0) passes.
    #expect(cases.count == 7654, "LineBreakTest.txt changed: \(cases.count) cases")
    #expect(failures.isEmpty, "\(failures.count) of \(cases.count) cases fail")
  }
}
