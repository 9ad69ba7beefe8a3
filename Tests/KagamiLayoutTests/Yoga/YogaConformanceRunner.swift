import KagamiFlex
import KagamiImage
import KagamiLayout

/// Runs fixture cases in both directions and compares every node's frame with Yoga's.
enum YogaConformanceRunner {
  /// The outcome of one case.
  struct Outcome: Sendable {
    var fixture: YogaFixture
    /// The first mismatch or error, nil when the case passes.
    var failure: String?
    var passed: Bool { failure == nil }
  }

  /// Frames match when every edge is within this many points.
  static let tolerance = 0.001

  static func run(_ fixture: YogaFixture) -> Outcome {
    do {
      for (direction, expected) in [(LayoutDirection.ltr, fixture.expected.ltr), (.rtl, fixture.expected.rtl)] {
        let root = try YogaTreeBuilder.build(fixture.root)
        root.style.direction = direction
        try root.calculateLayout(width: nil, height: nil, direction: direction)
        var nodes: [FlexNode] = []
        func walk(_ node: FlexNode) {
          nodes.append(node)
          node.children.forEach(walk)
        }
        walk(root)
        for node in nodes {
          guard let id = node.id, let want = expected[id] else {
            return Outcome(fixture: fixture, failure: "no expected frame for \(node.id ?? "?")")
          }
          let got = node.frame
          let pairs = [(got.x, want.left), (got.y, want.top), (got.width, want.width), (got.height, want.height)]
          if pairs.contains(where: { abs($0.0 - $0.1) > tolerance }) {
            return Outcome(
              fixture: fixture,
              failure:
                "\(direction) \(id): got \(got), expected \(Rect(x: want.left, y: want.top, width: want.width, height: want.height))"
            )
          }
        }
      }
      return Outcome(fixture: fixture, failure: nil)
    } catch {
      return Outcome(fixture: fixture, failure: "\(error)")
    }
  }
}
