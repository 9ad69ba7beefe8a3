import Foundation
import Synchronization

#if canImport(Testing)
  import Testing
#endif

/// What the harness knows of the test that is running: the Swift Testing suite type that holds it
/// (the default suite folder) and an identity that scopes the numbering of unnamed snapshots.
enum CurrentTest {
  /// The innermost Swift Testing suite type around the running test ("SearchPreviewTests"), or the
  /// running XCTest case's class; nil outside a test or for a test function at file scope.
  static var suiteName: String? {
    if let simulated { return simulated.suiteName }
    #if canImport(Testing)
      // A test function's id ends with its name ("render()"); the component before it is the type
      // that holds it. A test at file scope has none.
      guard let test = Test.current, !test.isSuite else { return XCTestCaseTracker.current?.className }
      let components = test.id.nameComponents
      guard let index = components.lastIndex(of: test.name), index > 0 else { return nil }
      return components[index - 1]
    #else
      return XCTestCaseTracker.current?.className
    #endif
  }

  /// A test run that the harness's own tests simulate: its identity and suite type replace the
  /// running test's.
  struct Simulated: Sendable {
    /// The identity numbering is scoped to.
    var identity: String
    /// The suite type; nil for XCTest or a file-scope test.
    var suiteName: String?
  }

  /// The simulated run in effect, if any.
  @TaskLocal static var simulated: Simulated?

  /// An identity of the running test: Swift Testing's test id, else the XCTest case's name.
  static var identity: String {
    if let simulated { return simulated.identity }
    #if canImport(Testing)
      if let test = Test.current {
        return test.id.moduleName + "/" + test.id.nameComponents.joined(separator: "/")
      }
    #endif
    if let testCase = XCTestCaseTracker.current { return "xctest/\(testCase.name)" }
    return "xctest"
  }

  private static let counts = Mutex<[String: Int]>([:])

  /// Forgets the numbering of keys that start with `prefix` (an XCTest case that finished).
  static func resetNumbering(prefix: String) {
    counts.withLock { counts in counts = counts.filter { !$0.key.hasPrefix(prefix) } }
  }

  /// 1 for the first unnamed snapshot with `key` in this process, then 2, 3, …
  static func nextNumber(for key: String) -> Int {
    counts.withLock { counts in
      counts[key, default: 0] += 1
      return counts[key]!
    }
  }
}
