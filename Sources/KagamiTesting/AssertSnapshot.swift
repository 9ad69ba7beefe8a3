@_spi(Internals) import SnapshotTesting

/// Asserts that `value` matches its baseline with `strategy`: `verifySnapshot`, with any failure
/// reported to Swift Testing (`Issue.record`) or XCTest (`XCTFail`) the way swift-snapshot-testing does.
public func assertSnapshot<Value>(
  of value: @autoclosure () throws -> Value,
  as strategy: ScreenSnapshotting<Value>,
  named name: String? = nil,
  record: SnapshotTestingConfiguration.Record? = nil,
  suite: String? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let failure = verifySnapshot(
    of: try value(), as: strategy, named: name, record: record, suite: suite, file: "\(filePath)",
    testName: testName)
  guard let failure else { return }
  recordIssue(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that `value` matches its baseline with every strategy, as swift-snapshot-testing's
/// `assertSnapshots(of:as:)`: `assertSnapshots(of: card, as: traits.map { .image(traits: $0) })`.
/// View strategies of one traits value and layout render the view once; each failure is reported on
/// its own (see `verifySnapshots(of:as:)`).
public func assertSnapshots<Value>(
  of value: @autoclosure () throws -> Value,
  as strategies: [ScreenSnapshotting<Value>],
  record: SnapshotTestingConfiguration.Record? = nil,
  suite: String? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let failures = verifySnapshots(
    of: try value(), as: strategies, record: record, suite: suite, file: "\(filePath)", testName: testName)
  for failure in failures {
    recordIssue(failure, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Asserts that `value` matches its baseline with each strategy under its name (the dictionary form
/// of swift-snapshot-testing's `assertSnapshots(of:as:)`); each failure is reported on its own.
public func assertSnapshots<Value>(
  of value: @autoclosure () throws -> Value,
  as strategies: [String: ScreenSnapshotting<Value>],
  record: SnapshotTestingConfiguration.Record? = nil,
  suite: String? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let failures = verifySnapshots(
    of: try value(), as: strategies, record: record, suite: suite, file: "\(filePath)", testName: testName)
  for failure in failures {
    recordIssue(failure, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
