import Foundation

/// One test target's share of a `kagami test` run, and what came of it.
struct TestUnit: Sendable {
  var target: String
  var swiftTestingCount: Int
  /// XCTest classes (`Target.Class`) in the target.
  var xctestClasses: [String]
  var xctestCount: Int
  /// Swift Testing's `--filter` regular expression (nil: the whole target); a re-run of some tests
  /// names them.
  var swiftTestingFilter: String?

  var testCount: Int { swiftTestingCount + xctestCount }
}

/// The outcome of one unit.
struct TestUnitResult: Sendable {
  var target: String
  var passed = 0
  var failed = 0
  /// Failing test identifiers with their issue messages, in the order they finished.
  var failures: [(id: String, issues: [String])] = []
  /// Non-zero exit statuses that no failing test explains (a crash, for example).
  var unexplainedStatus: Int32?
  var seconds = 0.0
  /// `<testcase>` elements for the JUnit report.
  var junitCases = ""
  var logPath: String
}
