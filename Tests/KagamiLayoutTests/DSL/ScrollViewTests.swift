import KagamiLayout
import Testing

@Suite struct ScrollViewTests {
  struct LongList: View {
    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<30, id: { "row\($0)" }) { _ in Rectangle().frame(height: 50) }
        }
      }
      .id("scroll")
    }
  }

  @Test func viewportClipsAndFullContentGrows() throws {
    let traits = Traits(device: .iPhoneSE3)
    let context = LayoutContext(fonts: nil)
    let viewport = try ViewLayout.layout(LongList(), traits: traits, context: context)
    #expect(viewport.frame.height == 667)
    let scroll = try #require(DSLTestSupport.find("scroll", in: viewport))
    #expect(scroll.frame.height == 667 - 20)
    #expect(scroll.paint.clip == .rectangle)
    let row = try #require(DSLTestSupport.find("row29", in: viewport))
    #expect(row.frame.y == 20 + 29 * 50, "\(row.frame)")

    let full = try ViewLayout.layout(LongList(), traits: traits, context: context, layout: .fullContent)
    #expect(full.frame.height == 20 + 30 * 50)
    #expect(DSLTestSupport.find("scroll", in: full)?.paint.clip == nil)

    let short = try ViewLayout.layout(
      ScrollView { Rectangle().frame(height: 10) }, traits: traits, context: context, layout: .fullContent)
    #expect(short.frame.height == 667)
  }

  @Test func dividersAreOneDevicePixelAcrossTheirStack() throws {
    let view = VStack(spacing: 0) {
      Rectangle().frame(height: 10)
      Divider().id("horizontal")
      HStack(spacing: 0) {
        Rectangle().frame(width: 10, height: 30)
        Divider().id("vertical")
        Rectangle().frame(width: 10, height: 30)
      }
    }
    for device in Device.presets {
      let tree = try ViewLayout.layout(view, traits: Traits(device: device), context: LayoutContext(fonts: nil))
      let horizontal = try #require(DSLTestSupport.find("horizontal", in: tree))
      let vertical = try #require(DSLTestSupport.find("vertical", in: tree))
      #expect(abs(horizontal.frame.height * Double(device.scale) - 1) < 1e-9)
      #expect(horizontal.frame.width == device.width)
      #expect(abs(vertical.frame.width * Double(device.scale) - 1) < 1e-9)
      #expect(vertical.frame.height == 30)
    }
  }
}
