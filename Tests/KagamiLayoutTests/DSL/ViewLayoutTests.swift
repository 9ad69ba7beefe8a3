import KagamiFlex
import KagamiImage
import KagamiLayout
import Testing

/// A small app bar used by the tests.
private struct Toolbar: View {
  var body: some View {
    HStack {
      Spacer()
      Rectangle().frame(width: 50, height: 50).id("button")
    }
    .padding(16)
    .id("bar")
  }
}

/// A screen: navigation bar, content that takes the rest, toolbar.
private struct Screen: View {
  var body: some View {
    VStack(spacing: 0) {
      Rectangle().frame(height: 44).id("nav")
      Rectangle().id("content")
      Toolbar()
    }
  }
}

@Suite struct ViewLayoutTests {
  func find(_ id: String, in node: LaidOutNode) -> LaidOutNode? {
    if node.id == id { return node }
    for child in node.children { if let found = find(id, in: child) { return found } }
    return nil
  }

  @Test func stacksPaddingFramesAndSpacers() throws {
    let tree = try ViewLayout.layout(Screen(), width: 393, height: 852, scale: 3)
    #expect(tree.kind == "screen")
    #expect(tree.frame == Rect(x: 0, y: 0, width: 393, height: 852))
    #expect(find("nav", in: tree)?.frame == Rect(x: 0, y: 0, width: 393, height: 44))
    #expect(find("content", in: tree)?.frame == Rect(x: 0, y: 44, width: 393, height: 726))
    #expect(find("bar", in: tree)?.frame == Rect(x: 0, y: 770, width: 393, height: 82))
    #expect(find("button", in: tree)?.frame == Rect(x: 327, y: 786, width: 50, height: 50))
  }

  @Test func rightToLeftMirrorsStacks() throws {
    let tree = try ViewLayout.layout(Screen(), width: 393, height: 852, direction: .rtl)
    #expect(find("button", in: tree)?.frame == Rect(x: 16, y: 786, width: 50, height: 50))
  }

  @Test func dumpIsStableAndReadable() throws {
    let view = HStack(alignment: .top, spacing: 10) {
      Rectangle().frame(width: 30, height: 20).id("a")
      Rectangle().frame(width: 40, height: 10).id("b")
    }
    let dump = try ViewLayout.layout(view, width: 100, height: 40).dump()
    let expected = """
      screen 0,0 100x40
        hstack 10,10 80x20
          frame #a 10,10 30x20
            rectangle 10,10 30x20 fill=rect #000000ff
          frame #b 50,10 40x10
            rectangle 50,10 40x10 fill=rect #000000ff

      """
    #expect(dump == expected)
    #expect(try ViewLayout.layout(view, width: 100, height: 40).dump() == dump)
  }

  @Test func flexContainerWrapsAndZStackOverlays() throws {
    let view = Flex(direction: .row, wrap: .wrap, gap: 10) {
      for index in 0..<5 { Rectangle().frame(width: 40, height: 40).id("tile\(index)") }
    }
    .frame(width: 150)
    let tree = try ViewLayout.layout(view, width: 200, height: 200)
    let tile0 = try #require(find("tile0", in: tree))
    let tile2 = try #require(find("tile2", in: tree))
    let tile3 = try #require(find("tile3", in: tree))
    #expect(tile0.frame.x == 25)
    #expect(tile2.frame.x == 125)
    #expect(tile3.frame.x == 25)
    #expect(tile3.frame.y == tile0.frame.y + 50)

    let overlay = ZStack(alignment: .bottomTrailing) {
      Rectangle().frame(width: 100, height: 60).id("base")
      Rectangle().frame(width: 20, height: 10).id("badge")
    }
    let stacked = try ViewLayout.layout(overlay, width: 100, height: 60)
    #expect(find("base", in: stacked)?.frame == Rect(x: 0, y: 0, width: 100, height: 60))
    #expect(find("badge", in: stacked)?.frame == Rect(x: 80, y: 50, width: 20, height: 10))
  }

  @Test func measuredLeavesWrapInTheirStack() throws {
    // 10 pt per character on one line, wrapping onto more lines when the proposal is narrower.
    let words = MeasuredLeaf(kind: "text") { width, mode, _, _ in
      let natural = 250.0
      let lineWidth = mode == .undefined ? natural : min(natural, width)
      return FlexSize(width: lineWidth, height: (natural / lineWidth).rounded(.up) * 20)
    }
    let view = VStack(alignment: .leading, spacing: 0) { words.id("words") }.padding(10)
    let tree = try ViewLayout.layout(view, width: 120, height: 300)
    let leaf = try #require(find("words", in: tree))
    #expect(leaf.kind == "text")
    #expect(leaf.frame.width == 100)
    #expect(leaf.frame.height == 60)
  }

  @Test func flexTreeExposesTheEngineNodes() throws {
    let root = ViewLayout.flexTree(Screen(), width: 320, height: 480)
    #expect(root.style.width == .points(320))
    #expect(root.children.count == 1)
    try root.calculateLayout(width: 320, height: 480)
    #expect(root.children[0].frame == Rect(x: 0, y: 0, width: 320, height: 480))
  }
}
