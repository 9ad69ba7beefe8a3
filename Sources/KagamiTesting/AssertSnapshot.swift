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

/// Asserts that `value` matches its baselines in every variant and format (the snapshot matrix);
/// reports each failure separately.
public func assertSnapshots<Value>(
  of value: @autoclosure () throws -> Value,
  variants: [SnapshotVariant<Value>],
  formats: [SnapshotFormat] = [.image, .layout, .accessibility],
  record: SnapshotTestingConfiguration.Record? = nil,
  suite: String? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let failures = verifySnapshots(
    of: try value(), variants: variants, formats: formats, record: record, suite: suite, file: "\(filePath)",
    testName: testName)
  for failure in failures {
    recordIssue(failure, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
