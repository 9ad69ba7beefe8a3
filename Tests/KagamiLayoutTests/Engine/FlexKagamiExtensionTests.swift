import KagamiFlex
import KagamiLayout
import Testing

/// Kagami's extensions to Yoga's algorithm, each off by default (the Yoga fixtures keep passing):
/// a stretched item its max size keeps narrower goes where its container aligns, minimums that
/// give way when a line overflows even with every item at its minimum, and a line holding such an
/// item shrinking by the specification's freezing loop.
@Suite struct FlexKagamiExtensionTests {
  @Test func aClampedStretchedItemIsPlacedByItsContainersAlignment() throws {
    func child(_ follows: Bool) -> FlexNode {
      node("c", height: .points(10)) {
        $0.alignSelf = .stretch
        $0.maxWidth = .points(100)
        $0.alignsClampedStretchLikeParent = follows
      }
    }
    for (alignment, expected) in [(FlexAlign.center, 100.0), (.stretch, 100), (.flexEnd, 200), (.flexStart, 0)] {
      let centred = child(true)
      let root = node(width: .points(300), children: [centred]) { $0.alignItems = alignment }
      try root.calculateLayout()
      #expect(centred.box == [expected, 0, 100, 10], "\(alignment)")
    }
    let yoga = child(false)
    try node(width: .points(300), children: [yoga]) { $0.alignItems = .center }.calculateLayout()
    #expect(yoga.box == [0, 0, 100, 10])
  }

  @Test func yieldingMinimumsGiveWayOnlyWhenTheLineOverflowsAtItsMinimums() throws {
    func item(_ id: String, basis: Double, minimum: Double, yields: Bool) -> FlexNode {
      node(id, height: .points(10)) {
        $0.flexBasis = .points(basis)
        $0.flexShrink = 1
        $0.minWidth = .points(minimum)
        $0.minimumYieldsToFitLine = yields
      }
    }
    // 70 + 50 of minimums in 100: the larger minimum comes down to 50, and both fit.
    let a = item("a", basis: 80, minimum: 70, yields: true)
    let b = item("b", basis: 60, minimum: 50, yields: true)
    try node(width: .points(100), children: [a, b]) { $0.flexDirection = .row }.calculateLayout()
    #expect(a.box == [0, 0, 50, 10])
    #expect(b.box == [50, 0, 50, 10])
    #expect(a.style.minWidth == .points(70), "the minimum is back after the line")
    // In 130 the minimums hold.
    let e = item("e", basis: 80, minimum: 70, yields: true)
    let f = item("f", basis: 60, minimum: 50, yields: true)
    try node(width: .points(130), children: [e, f]) { $0.flexDirection = .row }.calculateLayout()
    #expect(e.box[2] > 70 && f.box[2] > 50 && e.box[2] + f.box[2] == 130)
    // Without the flag, Yoga keeps the minimums and the line overflows.
    let c = item("c", basis: 80, minimum: 70, yields: false)
    let d = item("d", basis: 60, minimum: 50, yields: false)
    try node(width: .points(100), children: [c, d]) { $0.flexDirection = .row }.calculateLayout()
    #expect(c.box == [0, 0, 70, 10])
    #expect(d.box == [70, 0, 50, 10])
  }

  @Test func aYieldingColumnKeepsItsLoweredMinimumThroughItsOwnLayout() throws {
    // A stack of texts (a column with a minimum) beside a spacer and a text, as a list row at an
    // accessibility size: the column's own layout, after the line's, must see the lowered minimum.
    func text(_ ideal: Double) -> FlexNode {
      FlexNode(style: FlexStyle()) { width, mode, _, _ in
        let used = mode == .undefined ? ideal : min(ideal, width)
        return FlexSize(width: used, height: 50 * (ideal / max(used, 1)).rounded(.up))
      }
    }
    let icon = node("icon", width: .points(48), height: .points(48))
    let column = node("column", children: [text(150), text(193.5)]) {
      $0.flexShrink = 1
      $0.minWidth = .points(142)
      $0.minimumYieldsToFitLine = true
      $0.alignItems = .flexStart
    }
    let spacer = node("spacer") {
      $0.flexGrow = 1
      $0.flexShrink = 0
      $0.flexBasis = .points(8)
    }
    let minutes = FlexNode(
      style: {
        var style = FlexStyle()
        style.flexShrink = 1
        style.minWidth = .points(95)
        style.minimumYieldsToFitLine = true
        return style
      }(), children: [text(129)])
    let row = node(width: .points(321), children: [icon, column, spacer, minutes]) {
      $0.flexDirection = .row
      $0.gap.column = .points(12)
    }
    try row.calculateLayout()
    // 48 + 12 + 134 + 12 + 8 + 12 + 95 = 321: the column's 142 came down to 134.
    #expect(column.box[0] == 60 && column.box[2] == 134)
    #expect(minutes.box[0] == 226 && minutes.box[2] == 95)
  }

  @Test func aLineWithYieldingItemsFreezesTheItemsAtTheirMinimumsAndShrinksTheOthers() throws {
    // A list row at an accessibility size: icon 48, a column (basis 193, minimum 142), a spacer
    // (8, grows), a text (129, minimum 72), gaps 12, in 321. Shrinking by their bases takes the
    // column below its minimum: it freezes at 142 and the text gives the rest (87).
    func row(yields: Bool) throws -> (column: FlexNode, spacer: FlexNode, text: FlexNode) {
      let icon = node("icon", width: .points(48), height: .points(48)) { $0.flexShrink = 0 }
      func shrinking(_ id: String, basis: Double, minimum: Double) -> FlexNode {
        node(id, height: .points(10)) {
          $0.flexBasis = .points(basis)
          $0.flexShrink = 1
          $0.minWidth = .points(minimum)
          $0.minimumYieldsToFitLine = yields
        }
      }
      let column = shrinking("column", basis: 193, minimum: 142)
      let spacer = node("spacer") {
        $0.flexGrow = 1
        $0.flexShrink = 0
        $0.flexBasis = .points(8)
      }
      let text = shrinking("text", basis: 129, minimum: 72)
      try node(width: .points(321), children: [icon, column, spacer, text]) {
        $0.flexDirection = .row
        $0.gap.column = .points(12)
      }.calculateLayout()
      return (column, spacer, text)
    }
    let spec = try row(yields: true)
    #expect(spec.column.box[2] == 142 && spec.spacer.box[2] == 8 && spec.text.box[2] == 87)
    // Yoga's first pass measures both against the whole overflow (93), freezes both, finds 15
    // left over, and its second pass gives the shrinkable items their bases and the spacer the rest.
    let yoga = try row(yields: false)
    #expect(yoga.column.box[2] == 193 && yoga.spacer.box[2] == 23 && yoga.text.box[2] == 129)
  }
}
