import Foundation

/// What an XCTest run printed, read back: finished tests, their failure messages, JUnit cases.
struct XCTestOutput {
  var finished: [TestEventStream.Finished] = []
  var junitCases = ""

  init(_ text: String) {
    var errors: [String: [String]] = [:]
    for line in text.split(separator: "\n").map(String.init) {
      // "/path/File.swift:12: error: Class.test : XCTAssertEqual failed: …"
      if let range = line.range(of: ": error: ") {
        let rest = line[range.upperBound...]
        if let separator = rest.range(of: " : ") {
          errors[String(rest[..<separator.lowerBound]), default: []].append(String(rest[separator.upperBound...]))
        }
        continue
      }
      // "Test Case 'Class.test' passed (0.001 seconds)"
      guard line.hasPrefix("Test Case '"), let close = line.dropFirst(11).firstIndex(of: "'") else { continue }
      let name = String(line[line.index(line.startIndex, offsetBy: 11)..<close])
      let verdict = line[line.index(after: close)...]
      guard verdict.hasPrefix(" passed") || verdict.hasPrefix(" failed") else { continue }
      let passed = verdict.hasPrefix(" passed")
      let seconds = verdict.split(separator: "(").last.flatMap { Double($0.split(separator: " ").first ?? "") } ?? 0
      finished.append(.init(id: name, passed: passed, issues: errors[name] ?? []))
      let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
      junitCases += JUnitReport.testCase(
        className: parts.first ?? name, name: parts.count > 1 ? parts[1] : name, seconds: seconds,
        failure: passed ? nil : (errors[name] ?? ["failed"]).joined(separator: "\n"))
    }
  }
}
