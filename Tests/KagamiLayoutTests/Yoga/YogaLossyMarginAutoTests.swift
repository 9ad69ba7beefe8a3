import KagamiFlex
import KagamiLayout
import Testing

/// The fixture format keeps one `MarginAuto` edge per node (a JSON object cannot repeat the key), so the
/// cases whose Yoga original sets two auto edges ("left_and_right", "top_and_bottom", "start_and_end")
/// lose one. These tests restore the lost edge in the input (expected values untouched) and check that the
/// engine then gives Yoga's frames: the failures are the fixture's, not the engine's.
@Suite struct YogaLossyMarginAutoTests {
  static let opposite: [(String, FlexEdge, FlexEdge)] = [
    ("right", .right, .left), ("left", .left, .right), ("bottom", .bottom, .top), ("top", .top, .bottom),
    ("end", .end, .start), ("start", .start, .end),
  ]

  @Test func casesWithTwoAutoEdgesPassOnceBothAreSet() throws {
    let lossy = try YogaFixture.loadAll().filter {
      !$0.disabled && $0.group == "YGMarginTest"
        && ["_and_", "left_right_child"].contains(where: $0.name.contains)
        && $0.name.hasPrefix("margin_auto")
    }
    #expect(lossy.count >= 9)
    var restoredPasses = 0
    for fixture in lossy {
      var repaired = fixture
      repaired.root = Self.restore(fixture.root)
      let outcome = YogaConformanceRunner.run(repaired)
      if outcome.passed { restoredPasses += 1 } else { print("still failing \(fixture.name): \(outcome.failure!)") }
    }
    #expect(restoredPasses == lossy.count)
  }

  /// Adds the opposite auto margin to every node that has exactly one.
  static func restore(_ node: YogaFixture.Node) -> YogaFixture.Node {
    var node = node
    if case .keyword(let edge)? = node.style["MarginAuto"],
      let (_, _, other) = opposite.first(where: { $0.0 == edge })
    {
      node.style["MarginAuto"] = nil
      node.extraAutoMargins = [FlexEdge(edgeName: edge)!, other]
    }
    node.children = node.children.map(restore)
    return node
  }
}

extension FlexEdge {
  init?(edgeName: String) {
    guard let match = YogaLossyMarginAutoTests.opposite.first(where: { $0.0 == edgeName }) else { return nil }
    self = match.1
  }
}
