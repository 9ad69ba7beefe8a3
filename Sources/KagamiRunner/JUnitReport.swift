import Foundation
import KagamiReport
import KagamiResults

/// One JUnit XML file for a whole `kagami test` run: a `<testsuite>` per test target, and for each
/// target that checked snapshots a `<testsuite name="<Target>.snapshots">` with one `<testcase>` per
/// snapshot check (`classname` target.suite, `name` test [variant] (format)), so that a CI dashboard
/// shows which variant failed, not only which test.
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

  /// The whole document; `snapshots` are this run's result records.
  static func document(_ results: [TestUnitResult], snapshots: [SnapshotResultRecord] = []) -> String {
    var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<testsuites>\n"
    var changeOf: [String: FailureGroup] = [:]
    for group in FailureGroup.sharedChanges(of: snapshots) {
      for member in group.members { changeOf[member.id] = group }
    }
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
      xml += snapshotSuite(
        target: result.target, records: snapshots.filter { $0.testTarget == result.target }, changes: changeOf)
    }
    return xml + "</testsuites>\n"
  }

  /// The `<testsuite>` of one target's snapshot checks, or "" when it checked none. A failure in one
  /// of `changes` (by snapshot id) names its group first.
  static func snapshotSuite(
    target: String, records: [SnapshotResultRecord], changes: [String: FailureGroup] = [:]
  ) -> String {
    guard !records.isEmpty else { return "" }
    let sorted = records.sorted {
      ($0.suite, $0.test, $0.variant, $0.format) < ($1.suite, $1.test, $1.variant, $1.format)
    }
    let failed = sorted.filter { $0.status == .failed }.count
    var xml = #"  <testsuite name="\#(escape(target)).snapshots" tests="\#(sorted.count)" failures="\#(failed)" "#
    xml += #"errors="0" time="0">"# + "\n"
    for record in sorted {
      var name = "\(record.test) [\(record.variant)] (\(record.format))"
      if record.passedWithinTolerance { name += " within tolerance" }
      xml += testCase(
        className: "\(record.testTarget).\(record.suite)", name: name, seconds: 0,
        failure: record.status == .failed ? failureText(record, group: changes[record.id]) : nil)
    }
    return xml + "  </testsuite>\n"
  }

  /// A failure's message, led by its change group when it has one.
  static func failureText(_ record: SnapshotResultRecord, group: FailureGroup?) -> String {
    let message = record.message ?? "failed"
    guard let group else { return message }
    return "One change in \(group.members.count) snapshots (group \(group.id): \(group.title); "
      + "kagami accept --group \(group.id)).\n" + message
  }

  /// `text` escaped for an XML attribute: HTML's escaping, plus line breaks kept as `&#10;`.
  static func escape(_ text: String) -> String {
    HTML.escape(text).replacingOccurrences(of: "\n", with: "&#10;")
  }
}
