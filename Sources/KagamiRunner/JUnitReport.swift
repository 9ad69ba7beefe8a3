import Foundation

/// One JUnit XML file for a whole `kagami test` run: a `<testsuite>` per test target.
enum JUnitReport {
  /// The `<testcase>` elements of a Swift Testing xUnit file.
  static func testCases(inXUnit xml: String) -> String {
    guard let open = xml.range(of: "<testsuite "), let start = xml[open.upperBound...].firstIndex(of: ">"),
      let end = xml.range(of: "</testsuite>")
    else { return "" }
    return String(xml[xml.index(after: start)..<end.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines)
      + "\n"
  }

  /// A `<testcase>` element.
  static func testCase(className: String, name: String, seconds: Double, failure: String?) -> String {
    let head = #"<testcase classname="\#(escape(className))" name="\#(escape(name))" time="\#(seconds)""#
    guard let failure else { return head + " />\n" }
    return head + #"><failure message="\#(escape(failure))" /></testcase>"# + "\n"
  }

  /// The whole document.
  static func document(_ results: [TestUnitResult]) -> String {
    var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<testsuites>\n"
    for result in results {
      let tests = result.passed + result.failed
      let errors = result.unexplainedStatus == nil ? 0 : 1
      xml += #"  <testsuite name="\#(escape(result.target))" tests="\#(tests)" failures="\#(result.failed)" "#
      xml += #"errors="\#(errors)" time="\#(String(format: "%.3f", result.seconds))">"# + "\n"
      xml += result.junitCases
      if let status = result.unexplainedStatus {
        xml += #"<system-err>exited with status \#(status); log: \#(escape(result.logPath))</system-err>"# + "\n"
      }
      xml += "  </testsuite>\n"
    }
    return xml + "</testsuites>\n"
  }

  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "\n": result += "&#10;"
      default: result.append(character)
      }
    }
    return result
  }
}
