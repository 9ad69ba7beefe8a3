import KagamiImage
import KagamiLayout
import KagamiRaster
import KagamiRenderer
import Testing

/// Painting of the laid-out tree, checked on single pixels against values computed here.
@Suite struct ScreenPaintTests {
  let renderer: ScreenRenderer
  init() throws { renderer = try ScreenFixtures.renderer() }

  static let device = Device(name: "test", width: 40, height: 30, scale: 2, safeArea: .zero, statusBarHeight: 0)
  static let white = RGBAColor.white
  static let red = KagamiLayout.Color(hex: 0xFF0000)

  func render<V: View>(_ view: V, scheme: ColorScheme = .light) throws -> Screenshot {
    try renderer.render(view, traits: Traits(device: Self.device, colorScheme: scheme), background: .white)
  }

  @Test func bitmapIsTheDeviceSizeAtItsScaleWithTheBackground() throws {
    let screen = try render(Rectangle().fill(.clear))
    #expect(screen.bitmap.width == 80 && screen.bitmap.height == 60 && screen.bitmap.scale == 2)
    #expect(screen.bitmap[0, 0] == Self.white)
    let dark = try renderer.render(
      Spacer(), traits: Traits(device: Self.device, colorScheme: .dark), background: .background)
    #expect(dark.bitmap[79, 59] == RGBAColor.black)
  }

  @Test func framesBecomePixelRectsByOneRule() throws {
    let screen = try render(Self.red.frame(width: 10, height: 6).id("box"))
    let rect = try #require(screen.pixelRect(for: "box"))
    #expect(rect == PixelRect(x: 30, y: 24, width: 20, height: 12))
    let red = RGBAColor(hex: 0xFF0000)
    #expect(screen.bitmap[rect.x, rect.y] == red)
    #expect(screen.bitmap[rect.maxX - 1, rect.maxY - 1] == red)
    #expect(screen.bitmap[rect.x - 1, rect.y] == Self.white)
    #expect(screen.bitmap[rect.maxX, rect.maxY - 1] == Self.white)
  }

  @Test func groupOpacityCompositesTheLayerOnce() throws {
    // Two overlapping opaque squares faded as a group: the overlap is not darker than the rest.
    let view = ZStack(alignment: .topLeading) {
      Self.red.frame(width: 20, height: 10)
      Self.red.frame(width: 10, height: 10)
    }
    .opacity(0.5).id("group")
    let screen = try render(view)
    let rect = try #require(screen.pixelRect(for: "group"))
    let expected = RGBAColor(
      red: 255, green: UInt8(255 - Compositor.multiply(255, 128)), blue: UInt8(255 - Compositor.multiply(255, 128)))
    #expect(screen.bitmap[rect.x + 2, rect.y + 2] == expected)
    #expect(screen.bitmap[rect.maxX - 2, rect.y + 2] == expected)
  }

  @Test func hiddenAndTransparentViewsPaintNothing() throws {
    let hidden = try render(Self.red.frame(width: 10, height: 10).hidden())
    let transparent = try render(Self.red.frame(width: 10, height: 10).opacity(0))
    let empty = try render(Spacer())
    #expect(hidden.bitmap == empty.bitmap)
    #expect(transparent.bitmap == empty.bitmap)
  }

  @Test func clipsCornersBordersAndBackgrounds() throws {
    let view = Self.red.frame(width: 20, height: 20).cornerRadius(10).id("round")
    let screen = try render(view)
    let rect = try #require(screen.pixelRect(for: "round"))
    #expect(screen.bitmap[rect.x, rect.y] == Self.white)
    #expect(screen.bitmap[rect.x + 20, rect.y + 20] == RGBAColor(hex: 0xFF0000))
    let bordered = try render(
      Spacer().frame(width: 20, height: 20).background(.black).border(Self.red, width: 1).id("b"))
    let inner = try #require(bordered.pixelRect(for: "b"))
    #expect(bordered.bitmap[inner.x, inner.y + 10] == RGBAColor(hex: 0xFF0000))
    #expect(bordered.bitmap[inner.x + 1, inner.y + 10] == RGBAColor(hex: 0xFF0000))
    #expect(bordered.bitmap[inner.x + 2, inner.y + 10] == RGBAColor.black)
  }

  @Test func circlesAreCentredInTheirFrame() throws {
    let screen = try render(Circle().fill(Self.red).frame(width: 30, height: 10).id("c"))
    let rect = try #require(screen.pixelRect(for: "c"))
    #expect(screen.bitmap[rect.x + 30, rect.y + 10] == RGBAColor(hex: 0xFF0000))
    #expect(screen.bitmap[rect.x + 2, rect.y + 10] == Self.white)
  }

  @Test func textIsDrawnInItsColourInsideItsFrame() throws {
    let screen = try render(Text("Hi").foregroundColor(Self.red).id("t"))
    let rect = try #require(screen.pixelRect(for: "t"))
    var inked = 0
    for y in 0..<screen.bitmap.height {
      for x in 0..<screen.bitmap.width where screen.bitmap[x, y] != Self.white {
        inked += 1
        #expect(x >= rect.x && x < rect.maxX && y >= rect.y && y < rect.maxY)
        #expect(screen.bitmap[x, y].green == screen.bitmap[x, y].blue)
      }
    }
    #expect(inked > 20)
  }

  @Test func imagesFromPixelsAndFixturesDrawTheirPixels() throws {
    let pixels = try Bitmap(width: 1, height: 1, pixels: [0, 0, 255, 255])
    let screen = try render(Image(pixels: pixels, name: "blue").resizable().frame(width: 4, height: 4).id("i"))
    let rect = try #require(screen.pixelRect(for: "i"))
    #expect(screen.bitmap[rect.x + 3, rect.y + 3] == RGBAColor(hex: 0x0000FF))
    let fixture = try render(Image(fixture: "inline.png").id("f"))
    let frame = try #require(fixture.nodeFrames["f"])
    #expect(frame.width == 120 && frame.height == 80)
  }

  @Test func renderedScreenCarriesBothDumps() throws {
    let screen = try render(Text("Hello").accessibilityRole(.header).id("t"))
    #expect(screen.layoutDump == screen.tree?.dump())
    #expect(screen.layoutDump.contains("text #t "))
    #expect(screen.accessibilityDump.hasPrefix("1 header \"Hello\" "))
  }
}

/// SwiftUI's `offset`: drawing moves, layout does not.
@Suite struct ScreenOffsetTests {
  @Test func offsetMovesTheDrawingAndItsChildrenButNotTheLayout() throws {
    let renderer = try ScreenFixtures.renderer()
    let traits = Traits(device: ScreenPaintTests.device)
    let view = HStack(spacing: 0) {
      ZStack { Color(hex: 0x0000FF).frame(width: 4, height: 4).id("inner") }
        .frame(width: 10, height: 6).background(Color(hex: 0xFF0000)).offset(x: 5, y: 3).id("moved")
      Color(hex: 0x00FF00).frame(width: 10, height: 6).id("next")
    }
    let still = HStack(spacing: 0) {
      ZStack { Color(hex: 0x0000FF).frame(width: 4, height: 4).id("inner") }
        .frame(width: 10, height: 6).background(Color(hex: 0xFF0000)).id("moved")
      Color(hex: 0x00FF00).frame(width: 10, height: 6).id("next")
    }
    let moved = try renderer.render(view, traits: traits, background: .white)
    let reference = try renderer.render(still, traits: traits, background: .white)
    // The sibling keeps its place; the moved view and its child shift by (5, 3) points = (10, 6) pixels.
    #expect(moved.pixelRect(for: "next") == reference.pixelRect(for: "next"))
    for id in ["moved", "inner"] {
      let before = try #require(reference.pixelRect(for: id))
      #expect(
        moved.pixelRect(for: id)
          == PixelRect(x: before.x + 10, y: before.y + 6, width: before.width, height: before.height))
    }
    let red = try #require(moved.pixelRect(for: "moved"))
    #expect(moved.bitmap[red.x, red.y] == RGBAColor(hex: 0xFF0000))
    #expect(moved.layoutDump.contains("offset=5,3"))
  }
}
