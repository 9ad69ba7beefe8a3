import KagamiFlex
import KagamiLayout
import Testing

/// Bad input gives clear errors or documented clamping; huge and deep trees lay out without crashing.
@Suite struct FlexRobustnessTests {
  @Test(arguments: [Double.nan, -1, -Double.infinity])
  func invalidProposalsThrow(value: Double) {
    let root = node(width: .points(10), height: .points(10))
    #expect(throws: FlexLayoutError.self) { try root.calculateLayout(width: value) }
    do {
      try root.calculateLayout(height: value)
      Issue.record("expected an error for height \(value)")
    } catch let error as FlexLayoutError {
      #expect("\(error)".contains("height"))
    } catch { Issue.record("unexpected \(error)") }
  }

  @Test func infiniteProposalMeansUnconstrained() throws {
    let child = node("c", width: .points(30), height: .points(40))
    let root = node(children: [child])
    try root.calculateLayout(width: .infinity, height: .infinity)
    let unbounded = root.box
    try root.calculateLayout()
    #expect(root.box == unbounded)
    #expect(root.box == [0, 0, 30, 40])
  }

  @Test func invalidScaleThrows() {
    let root = node(width: .points(10))
    #expect(throws: FlexLayoutError.invalidScale(-2)) { try root.calculateLayout(pointScaleFactor: -2) }
    #expect(throws: FlexLayoutError.self) { try root.calculateLayout(pointScaleFactor: .infinity) }
  }

  @Test func invalidStyleValuesNameNodeAndProperty() {
    let bad = node("badge", width: .points(.nan))
    let root = node("root", width: .points(100), children: [node(children: [bad])])
    #expect(throws: FlexLayoutError.self) { try root.calculateLayout() }
    do {
      try root.calculateLayout()
    } catch {
      #expect("\(error)" == "invalid style value at node badge: width = nan")
    }
    let negative = node(width: .points(-5))
    #expect(throws: FlexLayoutError.invalidStyle(node: "root/0", property: "width", value: -5)) {
      try node("root", children: [negative]).calculateLayout()
    }
    let infiniteMargin = node { $0.margin[.top] = .points(.infinity) }
    #expect(throws: FlexLayoutError.invalidStyle(node: "root/0", property: "margin.top", value: .infinity)) {
      try node("root", children: [infiniteMargin]).calculateLayout()
    }
    let nanGrow = node { $0.flexGrow = .nan }
    #expect(throws: FlexLayoutError.self) { try node(children: [nanGrow]).calculateLayout() }
  }

  @Test func negativePaddingAndBorderCountAsZero() throws {
    let child = node("c", height: .points(10))
    let root = node(width: .points(50), children: [child]) {
      $0.padding[.all] = .points(-10)
      $0.border[.all] = .points(-3)
    }
    try root.calculateLayout()
    #expect(child.box == [0, 0, 50, 10])
  }

  @Test func measureResultsAreClamped() throws {
    let results: [FlexSize] = [
      FlexSize(width: .nan, height: 10), FlexSize(width: -20, height: .infinity), FlexSize(width: 5, height: -1),
    ]
    for result in results {
      let leaf = FlexNode(id: "leaf") { _, _, _, _ in result }
      let root = node(children: [leaf]) { $0.alignItems = .flexStart }
      try root.calculateLayout()
      #expect(leaf.frame.width.isFinite && leaf.frame.width >= 0)
      #expect(leaf.frame.height.isFinite && leaf.frame.height >= 0)
    }
  }

  @Test func measuredNodeWithChildrenAndCyclesAreRejected() {
    let leaf = FlexNode(id: "leaf", children: [node()]) { _, _, _, _ in FlexSize(width: 1, height: 1) }
    #expect(throws: FlexLayoutError.measuredNodeWithChildren(node: "leaf")) {
      try node(children: [leaf]).calculateLayout()
    }
    let a = node("a")
    let b = node("b", children: [a])
    a.children = [b]
    #expect(throws: FlexLayoutError.cycle(node: "a")) { try node("root", children: [a]).calculateLayout() }
    a.children = []
  }

  @Test func tenThousandNodes() throws {
    let rows = (0..<100).map { row in
      node(
        "r\(row)",
        children: (0..<99).map { column in node("c\(row).\(column)", height: .points(4)) { $0.flexGrow = 1 } }
      ) {
        $0.flexDirection = .row
      }
    }
    let root = node("root", width: .points(990), children: rows)
    var count = 0
    func walk(_ node: FlexNode) {
      count += 1
      node.children.forEach(walk)
    }
    walk(root)
    #expect(count == 10_001)
    let clock = ContinuousClock()
    let elapsed = try clock.measure { try root.calculateLayout() }
    #expect(root.box == [0, 0, 990, 400])
    #expect(rows[99].children[98].box == [980, 0, 10, 4])
    #expect(rows[99].frame.y == 396)
    #expect(elapsed < .seconds(10))
  }

  @Test func thousandLevelsDeep() throws {
    let leaf = node("leaf", width: .points(10), height: .points(10))
    var current = leaf
    for level in 0..<1_000 {
      current = node("level\(level)", children: [current]) {
        $0.padding[.left] = .points(1)
        $0.flexDirection = level % 2 == 0 ? .row : .column
      }
    }
    let root = current
    try root.calculateLayout(width: 2_000, height: 500)
    #expect(root.box == [0, 0, 2_000, 500])
    var absoluteX = 0.0
    var node = root
    while let child = node.children.first {
      absoluteX += child.frame.x
      node = child
    }
    #expect(node === leaf)
    #expect(absoluteX == 1_000)
    #expect(leaf.frame.width == 10 && leaf.frame.height == 10)
  }

  @Test func deeperThanTheLimitIsAnError() {
    var current = node()
    for _ in 0..<20_001 { current = node(children: [current]) }
    let root = current
    #expect(throws: FlexLayoutError.tooDeep(depth: 20_001, limit: 20_000)) { try root.calculateLayout() }
  }
}
