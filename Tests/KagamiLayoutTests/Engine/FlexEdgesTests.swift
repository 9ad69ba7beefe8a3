import KagamiFlex
import KagamiLayout
import Testing

/// `FlexEdges` keeps its slots in a shared box, none while every slot is undefined: it must still
/// behave as a plain value (copies independent, equality and hashing by slot values, layout unchanged).
@Suite struct FlexEdgesTests {
  @Test func copiesChangeIndependently() {
    var original = FlexStyle()
    original.padding[.top] = .points(4)
    var copy = original
    copy.padding[.top] = .points(8)
    copy.padding[.left] = .percent(10)
    #expect(original.padding[.top] == .points(4))
    #expect(original.padding[.left] == .undefined)
    #expect(copy.padding[.top] == .points(8))
    #expect(copy.padding[.left] == .percent(10))
    #expect(original != copy)
  }

  @Test func equalityAndHashFollowTheSlotsNotTheStorage() {
    var cleared = FlexEdges()
    cleared[.left] = .points(1)
    cleared[.left] = .undefined
    var neverSet = FlexEdges()
    neverSet[.bottom] = .undefined
    #expect(cleared == FlexEdges())
    #expect(neverSet == FlexEdges())
    #expect(cleared.hashValue == FlexEdges().hashValue)
    var one = FlexEdges()
    one[.start] = .points(2)
    var other = FlexEdges()
    other[.start] = .points(2)
    #expect(one == other)
    #expect(one.hashValue == other.hashValue)
    other[.end] = .auto
    #expect(one != other)
    #expect(Set([one, other, FlexEdges(), cleared]).count == 3)
  }

  @Test func everySlotKeepsItsValue() {
    let values: [FlexValue] = [
      .points(1), .percent(2), .auto, .points(-3), .points(4), .percent(5), .auto, .points(6), .points(7),
    ]
    var edges = FlexEdges()
    for (edge, value) in zip(FlexEdge.allCases, values) { edges[edge] = value }
    for (edge, value) in zip(FlexEdge.allCases, values) { #expect(edges[edge] == value) }
    #expect(FlexEdges(all: .points(3))[.all] == .points(3))
    #expect(FlexEdges(all: .points(3))[.left] == .undefined)
  }

  @Test func aClearedEdgeLaysOutAsOneNeverSet() throws {
    func layout(_ configure: (inout FlexStyle) -> Void) throws -> [[Double]] {
      let child = node("child", height: .points(10)) { $0.flexGrow = 1 }
      let root = node("root", width: .points(100), height: .points(50), children: [child]) {
        $0.flexDirection = .row
        configure(&$0)
      }
      try root.calculateLayout(pointScaleFactor: 3)
      return [root.box, child.box]
    }
    let plain = try layout { _ in }
    let cleared = try layout {
      $0.padding[.all] = .points(7)
      $0.margin[.left] = .percent(5)
      $0.padding[.all] = .undefined
      $0.margin[.left] = .undefined
    }
    let padded = try layout { $0.padding[.all] = .points(7) }
    #expect(cleared == plain)
    #expect(padded[1] == [7, 7, 86, 10])
    #expect(padded != plain)
  }

  @Test func aStyleSharedByTwoNodesLaysOutEachAlone() throws {
    var style = FlexStyle()
    style.width = .points(40)
    style.height = .points(20)
    style.margin[.all] = .points(5)
    let first = FlexNode(id: "first", style: style)
    style.margin[.all] = .points(9)
    let second = FlexNode(id: "second", style: style)
    let root = node("root", width: .points(200), children: [first, second]) { $0.alignItems = .flexStart }
    try root.calculateLayout(pointScaleFactor: 1)
    #expect(first.box == [5, 5, 40, 20])
    #expect(second.box == [9, 39, 40, 20])
  }
}
