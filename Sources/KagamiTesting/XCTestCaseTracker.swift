import CKagamiStartup
import Foundation
import Synchronization

#if canImport(XCTest)
  import XCTest

  /// Called once when the test process loads (CKagamiStartup's constructor): starts following which
  /// XCTest case is running, so that XCTest baselines go to the test class's folder.
  @_cdecl("kagami_testing_startup")
  public func kagamiTestingStartup() {
    XCTestCaseTracker.start()
  }

  /// Follows the running XCTest case (XCTest runs one at a time).
  final class XCTestCaseTracker: NSObject, XCTestObservation, @unchecked Sendable {
    // Unchecked: stateless; the running case is kept in the `running` mutex.
    private static let running = Mutex<(className: String, name: String)?>(nil)

    /// The class and name of the running XCTest case, if any.
    static var current: (className: String, name: String)? { running.withLock { $0 } }

    /// Registers the observer with XCTest.
    static func start() {
      XCTestObservationCenter.shared.addTestObserver(XCTestCaseTracker())
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
      let className = String(describing: type(of: testCase))
      Self.running.withLock { $0 = (className, testCase.name) }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
      Self.running.withLock { $0 = nil }
      // A repeated run of the case numbers its snapshots from 1 again.
      CurrentTest.resetNumbering(prefix: "xctest/\(testCase.name)|")
    }
  }
#else
  /// Without XCTest there is nothing to follow.
  enum XCTestCaseTracker {
    static var current: (className: String, name: String)? { nil }
  }
#endif
