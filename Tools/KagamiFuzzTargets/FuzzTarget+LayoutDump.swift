import Foundation
import KagamiDiff

extension FuzzTarget {
  /// Two layout dumps (separated by 0xFF) through the node-by-node explanation of a failed image
  /// check. The explanation is bounded by its limit, and a dump never differs from itself.
  static let layoutDump = FuzzTarget(name: "layout-dump", summary: "layout dumps → LayoutExplanation") { data in
    let documents = FuzzInput.documents(data, count: 2)
    let expected = String(decoding: documents[0], as: UTF8.self)
    let actual = String(decoding: documents[1], as: UTF8.self)
    let limit = 5
    let lines = LayoutExplanation.differences(expected: expected, actual: actual, limit: limit)
    if lines.count > limit + 1 { return "\(lines.count) explanation lines for a limit of \(limit)" }
    let same = LayoutExplanation.differences(expected: expected, actual: expected, limit: limit)
    if !same.isEmpty { return "a dump differs from itself: \(same)" }
    return nil
  }
}
