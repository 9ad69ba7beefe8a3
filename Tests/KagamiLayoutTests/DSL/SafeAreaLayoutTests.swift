import KagamiImage
import KagamiLayout
import Testing

/// `ignoresSafeArea` and `safeAreaInset` on an iPhone 15 (393 × 852, safe area 59 at the top and 34 at
/// the bottom): views that reach the safe area's edge grow to the screen's, nothing else moves.
@Suite struct SafeAreaLayoutTests {
  static let top = Device.iPhone15.safeArea.top
  static let bottom = Device.iPhone15.height - Device.iPhone15.safeArea.bottom

  func layout<V: View>(_ view: V, device: Device = .iPhone15, direction: LayoutDirection = .ltr) throws
    -> LaidOutNode
  {
    try ViewLayout.layout(
      view, traits: Traits(device: device, layoutDirection: direction), context: LayoutContext(fonts: nil),
      background: nil)
  }

  func frame(_ id: String, _ tree: LaidOutNode) -> Rect? { DSLTestSupport.find(id, in: tree)?.frame }

  @Test func aBackgroundThatIgnoresTheSafeAreaFillsTheScreen() throws {
    #expect(try frame("bg", layout(Color.red.ignoresSafeArea().id("bg"))) == Rect(x: 0, y: 0, width: 393, height: 852))
    #expect(try frame("bg", layout(Color.red.id("bg"))) == Rect(x: 0, y: 59, width: 393, height: 759))
    let topOnly = try layout(Color.red.ignoresSafeArea(edges: .top).id("bg"))
    #expect(frame("bg", topOnly) == Rect(x: 0, y: 0, width: 393, height: Self.bottom))
    let keyboardOnly = try layout(Color.red.ignoresSafeArea(.keyboard).id("bg"))
    #expect(frame("bg", keyboardOnly) == Rect(x: 0, y: 59, width: 393, height: 759))
  }

  @Test func aBarGrowsUnderTheStatusBarWithoutMovingItsSiblings() throws {
    let tree = try layout(
      VStack(spacing: 0) {
        Rectangle().frame(height: 44).id("bar").ignoresSafeArea(edges: .top)
        Rectangle().id("rest")
      })
    #expect(frame("bar", tree) == Rect(x: 0, y: 0, width: 393, height: 44 + Self.top))
    #expect(frame("rest", tree) == Rect(x: 0, y: Self.top + 44, width: 393, height: Self.bottom - Self.top - 44))
  }

  @Test func aViewAwayFromTheEdgesDoesNotGrow() throws {
    let tree = try layout(
      VStack(spacing: 0) {
        Rectangle().frame(height: 44).ignoresSafeArea().id("bar")
        Rectangle().frame(height: 20)
      }
      .padding(top: 10))
    let bar = try #require(frame("bar", tree))
    #expect(bar.height == 44 && bar.width == 393 && bar.y > Self.top)
  }

  @Test func contentIsLaidOutInTheGrownFrame() throws {
    let tree = try layout(
      VStack(spacing: 0) {
        Rectangle().frame(height: 20).id("first")
        Spacer()
        Rectangle().frame(height: 20).id("last")
      }
      .ignoresSafeArea().id("page"))
    #expect(frame("page", tree) == Rect(x: 0, y: 0, width: 393, height: 852))
    #expect(frame("first", tree)?.y == 0)
    #expect(frame("last", tree)?.y == 832)
  }

  @Test func aBackgroundLayerGrowsWithItsView() throws {
    let tree = try layout(
      VStack(spacing: 0) {
        Spacer()
        Rectangle().frame(height: 50).id("bar").background { Color.gray.ignoresSafeArea(edges: .bottom).id("barbg") }
      })
    #expect(frame("bar", tree) == Rect(x: 0, y: Self.bottom - 50, width: 393, height: 50))
    #expect(frame("barbg", tree) == Rect(x: 0, y: Self.bottom - 50, width: 393, height: 50 + 34))
  }

  @Test(arguments: [VerticalEdge.top, .bottom])
  func anInsetTakesItsEdgeAndTheContentTheRest(_ edge: VerticalEdge) throws {
    let tree = try layout(
      VStack { Rectangle().id("content") }
        .safeAreaInset(edge: edge) { Rectangle().frame(height: 50).id("bar") })
    let content = try #require(frame("content", tree))
    let bar = try #require(frame("bar", tree))
    #expect(content.height == Self.bottom - Self.top - 50 - 8)
    if edge == .bottom {
      #expect(bar == Rect(x: 0, y: Self.bottom - 50, width: 393, height: 50))
      #expect(content.y == Self.top)
    } else {
      #expect(bar == Rect(x: 0, y: Self.top, width: 393, height: 50))
      #expect(content.y == Self.top + 58)
    }
    let dump = tree.dump()
    #expect(dump.contains("  safeareainset 0,59 393x759\n") && dump.contains("  inset 0,"))
  }

  @Test func insetContentIsAlignedAndSpacedAsAsked() throws {
    let tree = try layout(
      Rectangle().id("content")
        .safeAreaInset(edge: .bottom, alignment: .trailing, spacing: 0) {
          Rectangle().frame(width: 100, height: 40).id("button")
        })
    #expect(frame("button", tree) == Rect(x: 293, y: Self.bottom - 40, width: 100, height: 40))
    #expect(frame("content", tree)?.height == Self.bottom - Self.top - 40)
  }

  @Test func leadingAndTrailingInsets() throws {
    let tree = try layout(
      Rectangle().id("content")
        .safeAreaInset(edge: .leading, spacing: 4) { Rectangle().frame(width: 30).id("rail") },
      direction: .rtl)
    #expect(frame("rail", tree) == Rect(x: 363, y: Self.top, width: 30, height: Self.bottom - Self.top))
    #expect(frame("content", tree) == Rect(x: 0, y: Self.top, width: 359, height: Self.bottom - Self.top))
  }

  @Test func contentThatIgnoresTheInsetGrowsUnderItToTheScreensEdge() throws {
    let tree = try layout(
      VStack { Rectangle().id("content") }.ignoresSafeArea(edges: .bottom).id("list")
        .safeAreaInset(edge: .bottom, spacing: 0) {
          Rectangle().frame(height: 50).id("bar").background { Color.white.ignoresSafeArea().id("barbg") }
        })
    #expect(frame("list", tree) == Rect(x: 0, y: Self.top, width: 393, height: 852 - Self.top))
    #expect(frame("bar", tree) == Rect(x: 0, y: Self.bottom - 50, width: 393, height: 50))
    // The bar's background reaches the bottom safe-area edge, not the top one.
    #expect(frame("barbg", tree) == Rect(x: 0, y: Self.bottom - 50, width: 393, height: 84))
  }

  @Test func nestedViewsGrowOnTheirOwnEdgesOutermostFirst() throws {
    let tree = try layout(
      VStack(spacing: 0) {
        Rectangle().frame(height: 30).id("top")
        Spacer()
        Rectangle().frame(height: 30).id("bottom").ignoresSafeArea(edges: .bottom)
      }
      .ignoresSafeArea(edges: .top).id("page"))
    #expect(frame("page", tree) == Rect(x: 0, y: 0, width: 393, height: Self.bottom))
    #expect(frame("top", tree) == Rect(x: 0, y: 0, width: 393, height: 30))
    #expect(frame("bottom", tree) == Rect(x: 0, y: Self.bottom - 30, width: 393, height: 64))
  }

  @Test func leadingFollowsTheLayoutDirection() throws {
    var device = Device.iPhone15
    device.safeArea = EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 10)
    let view = Color.red.ignoresSafeArea(edges: .leading).id("bg")
    #expect(try frame("bg", layout(view, device: device)) == Rect(x: 0, y: 0, width: 383, height: 852))
    #expect(
      try frame("bg", layout(view, device: device, direction: .rtl)) == Rect(x: 10, y: 0, width: 383, height: 852))
  }

  @Test func withoutASafeAreaNothingChanges() throws {
    let view = VStack { Color.red.ignoresSafeArea().id("bg") }
    let tree = try ViewLayout.layout(view, width: 100, height: 80)
    #expect(frame("bg", tree) == Rect(x: 0, y: 0, width: 100, height: 80))
  }
}
