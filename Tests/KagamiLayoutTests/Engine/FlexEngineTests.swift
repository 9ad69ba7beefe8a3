import KagamiFlex
import KagamiImage
import KagamiLayout
import KagamiSampleScreens
import Testing

/// Hand-computed layouts covering each feature of the engine.
@Suite struct FlexEngineTests {
  @Test func rowGrowShareFreeSpaceByFactor() throws {
    let a = node("a", width: .points(20)) { $0.flexGrow = 1 }
    let b = node("b", width: .points(20)) { $0.flexGrow = 3 }
    let root = node(width: .points(200), height: .points(50), children: [a, b]) { $0.flexDirection = .row }
    try root.calculateLayout()
    #expect(a.box == [0, 0, 60, 50])
    #expect(b.box == [60, 0, 140, 50])
  }

  @Test func shrinkIsWeightedByBasis() throws {
    let a = node("a", width: .points(100)) { $0.flexShrink = 1 }
    let b = node("b", width: .points(300)) { $0.flexShrink = 1 }
    let root = node(width: .points(200), height: .points(10), children: [a, b]) { $0.flexDirection = .row }
    try root.calculateLayout()
    #expect(a.box == [0, 0, 50, 10])
    #expect(b.box == [50, 0, 150, 10])
  }

  @Test func justifyAndAlignCenter() throws {
    let child = node("c", width: .points(40), height: .points(20))
    let root = node(width: .points(100), height: .points(100), children: [child]) {
      $0.justifyContent = .center
      $0.alignItems = .center
    }
    try root.calculateLayout()
    #expect(child.box == [30, 40, 40, 20])
  }

  @Test func rtlMirrorsRows() throws {
    let a = node("a", width: .points(30), height: .points(10))
    let b = node("b", width: .points(20), height: .points(10))
    let root = node(width: .points(100), height: .points(10), children: [a, b]) { $0.flexDirection = .row }
    try root.calculateLayout(direction: .rtl)
    #expect(a.box == [70, 0, 30, 10])
    #expect(b.box == [50, 0, 20, 10])
    #expect(root.layoutDirection == .rtl)
  }

  @Test func paddingBorderMarginAndGap() throws {
    let a = node("a", height: .points(10)) { $0.margin[.all] = .points(5) }
    let b = node("b", height: .points(10))
    let root = node(width: .points(100), children: [a, b]) {
      $0.padding[.all] = .points(10)
      $0.border[.left] = .points(2)
      $0.gap.row = .points(4)
    }
    try root.calculateLayout()
    #expect(a.box == [17, 15, 68, 10])
    #expect(b.box == [12, 34, 78, 10])
    #expect(root.box == [0, 0, 100, 54])
  }

  @Test func autoMarginsCenter() throws {
    let child = node("c", width: .points(20), height: .points(20)) {
      $0.margin[.left] = .auto
      $0.margin[.right] = .auto
    }
    let root = node(width: .points(100), height: .points(50), children: [child]) { $0.flexDirection = .row }
    try root.calculateLayout()
    #expect(child.box == [40, 0, 20, 20])
  }

  @Test func wrapMakesLines() throws {
    let items = (0..<5).map { node("i\($0)", width: .points(40), height: .points(10)) }
    let root = node(width: .points(100), children: items) {
      $0.flexDirection = .row
      $0.flexWrap = .wrap
    }
    try root.calculateLayout()
    #expect(items.map(\.frame.x) == [0, 40, 0, 40, 0])
    #expect(items.map(\.frame.y) == [0, 0, 10, 10, 20])
    #expect(root.frame.height == 30)
  }

  @Test func absoluteUsesInsetsInContainingBlock() throws {
    let child = node("abs", width: .points(10), height: .points(10)) {
      $0.positionType = .absolute
      $0.position[.right] = .points(5)
      $0.position[.bottom] = .percent(10)
    }
    let root = node(width: .points(100), height: .points(200), children: [child])
    try root.calculateLayout()
    #expect(child.box == [85, 170, 10, 10])
  }

  @Test func percentagesMinMaxAndAspectRatio() throws {
    let a = node("a", width: .percent(50)) { $0.aspectRatio = 2 }
    let b = node("b", width: .points(10), height: .points(5)) { $0.minHeight = .points(30) }
    let root = node(width: .points(200), height: .points(300), children: [a, b]) { $0.alignItems = .flexStart }
    try root.calculateLayout()
    #expect(a.box == [0, 0, 100, 50])
    #expect(b.box == [0, 50, 10, 30])
  }

  @Test func displayNoneTakesNoSpace() throws {
    let hidden = node("h", width: .points(50), height: .points(50)) { $0.display = .none }
    let shown = node("s", width: .points(50), height: .points(50))
    let root = node(width: .points(100), children: [hidden, shown])
    try root.calculateLayout()
    #expect(hidden.box == [0, 0, 0, 0])
    #expect(shown.box == [0, 0, 50, 50])
  }

  @Test func edgesNotSizesAreRoundedToThePixelGrid() throws {
    let items = (0..<3).map { _ in node(height: .points(10)) { $0.flexGrow = 1 } }
    let root = node(width: .points(100), height: .points(10), children: items) { $0.flexDirection = .row }
    try root.calculateLayout(pointScaleFactor: 1)
    #expect(items.map(\.frame.x) == [0, 33, 67])
    #expect(items.map(\.frame.width) == [33, 34, 33])
    try root.calculateLayout(pointScaleFactor: 3)
    let third = 1.0 / 3
    #expect(items.map(\.frame.x).map { ($0 * 3).rounded() } == [0, 100, 200])
    #expect(abs(items[1].frame.width - (33 + third)) < 1e-9)
    try root.calculateLayout(pointScaleFactor: 0)
    #expect(abs(items[2].frame.x - 200.0 / 3) < 1e-9)
  }

  @Test func measureFunctionSeesModesAndProposals() throws {
    let leaf = FlexNode(id: "text") { width, widthMode, height, heightMode in
      #expect(widthMode == .atMost)
      #expect(width == 90)
      #expect(heightMode == .undefined && height.isNaN)
      return FlexSize(width: min(width, 150), height: 150 / min(width, 150) * 10)
    }
    leaf.style.padding[.all] = .points(5)
    let root = node(width: .points(100), children: [leaf]) { $0.alignItems = .flexStart }
    try root.calculateLayout()
    #expect(leaf.box == [0, 0, 100, 27])
  }

  @Test(arguments: [20, 321, 500])
  func sampleScreenHasTheRequestedNodeCount(count: Int) throws {
    let screen = FlexSampleScreen.make(nodeCount: count)
    var nodes = 0
    func walk(_ node: FlexNode) {
      nodes += 1
      node.children.forEach(walk)
    }
    walk(screen)
    #expect(nodes == count)
    try screen.calculateLayout(width: 393, height: 852, pointScaleFactor: 3)
    #expect(screen.frame == Rect(x: 0, y: 0, width: 393, height: 852))
    #expect(screen.children[2].frame.y == 852 - 49)
  }

  @Test(arguments: [1.0, 2.0, 3.0])
  func everyEdgeOfASampleScreenIsOnThePixelGrid(scale: Double) throws {
    let screen = FlexSampleScreen.make(nodeCount: 200)
    try screen.calculateLayout(width: 393, height: 852, pointScaleFactor: scale)
    var offGrid: [String] = []
    func walk(_ node: FlexNode, _ originX: Double, _ originY: Double) {
      let x = originX + node.frame.x
      let y = originY + node.frame.y
      for edge in [x, y, x + node.frame.width, y + node.frame.height] {
        let pixels = edge * scale
        if abs(pixels - pixels.rounded()) > 1e-6 { offGrid.append("\(node.id ?? "?") \(node.frame)") }
      }
      for child in node.children { walk(child, x, y) }
    }
    walk(screen, 0, 0)
    #expect(offGrid.isEmpty, "\(offGrid.prefix(5))")
  }

  /// The example of Docs/layout.md.
  @Test func documentationExample() throws {
    var rowStyle = FlexStyle()
    rowStyle.flexDirection = .row
    rowStyle.padding[.all] = .points(16)
    rowStyle.gap.column = .points(12)
    var imageStyle = FlexStyle()
    imageStyle.width = .points(72)
    imageStyle.aspectRatio = 1
    var textStyle = FlexStyle()
    textStyle.flexShrink = 1
    textStyle.alignSelf = .flexStart
    let title = FlexNode(id: "title", style: textStyle) { width, _, _, _ in
      FlexSize(width: min(width, 180), height: 34)
    }
    let row = FlexNode(id: "row", style: rowStyle, children: [FlexNode(id: "image", style: imageStyle), title])
    try row.calculateLayout(width: 393, height: nil, direction: .ltr, pointScaleFactor: 3)
    #expect(row.frame == Rect(x: 0, y: 0, width: 393, height: 104))
    #expect(title.frame == Rect(x: 100, y: 16, width: 180, height: 34))
    #expect(row.dump() == "row 0,0 393x104\n  image 16,16 72x72\n  title 100,16 180x34")
  }

  @Test func layoutIsDeterministic() throws {
    func build() -> FlexNode { FlexSampleScreen.make(nodeCount: 300) }
    let first = build()
    let second = build()
    try first.calculateLayout(width: 393, height: 852, pointScaleFactor: 3)
    try second.calculateLayout(width: 393, height: 852, pointScaleFactor: 3)
    #expect(first.dump() == second.dump())
    try first.calculateLayout(width: 393, height: 852, pointScaleFactor: 3)
    #expect(first.dump() == second.dump())
  }
}
