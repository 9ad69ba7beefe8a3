import KagamiImage
import KagamiLayout
import Testing

/// The status bar: on or off per device, where its parts go on each kind of device, its colours, and
/// that it changes nothing else.
@Suite struct StatusBarLayoutTests {
  func layout<V: View>(_ view: V, _ traits: Traits) throws -> LaidOutNode {
    try ViewLayout.layout(view, traits: traits, context: DSLTestSupport.context())
  }

  func frame(_ id: String, _ tree: LaidOutNode) -> Rect? { DSLTestSupport.find(id, in: tree)?.frame }

  /// The centre of `frame` along x.
  func midX(_ frame: Rect?) -> Double? { frame.map { $0.x + $0.width / 2 } }

  @Test func itIsOffByDefaultAndNamedWhenOn() throws {
    #expect(Device.presets.allSatisfy { !$0.showsStatusBar })
    let device = Device.iPhone15.withStatusBar()
    #expect(device.showsStatusBar && device.name == "iphone15-statusbar")
    #expect(Traits(device: device).scaled(to: 1).variantName == "iphone15-statusbar-1x.light.en")
    #expect(device.withStatusBar(false) == Device.iPhone15)
    let plain = try layout(Color.red, Traits(device: .iPhone15))
    #expect(frame("statusbar", plain) == nil)
  }

  @Test func onATallStatusBarTheTimeAndIconsSitInTheEars() throws {
    let tree = try layout(Color.red, Traits(device: Device.iPhone15.withStatusBar()))
    #expect(frame("statusbar", tree) == Rect(x: 0, y: 0, width: 393, height: 54))
    let ear = (393 - 126) / 2.0
    let time = try #require(frame("statusbar.time", tree))
    #expect(abs((midX(time) ?? 0) - ear / 2) <= 0.5)
    let cellular = try #require(frame("statusbar.cellular", tree))
    let battery = try #require(frame("statusbar.battery", tree))
    #expect(abs((cellular.x + battery.x + battery.width) / 2 - (393 - ear / 2)) <= 0.5)
    for part in [time, cellular, battery] { #expect(part.y >= 7 && part.y + part.height <= 54) }
    // The bar is drawn last, over the screen's content.
    #expect(tree.children.last?.id == "statusbar")
  }

  @Test func onAClassicStatusBarTheTimeIsCentred() throws {
    let tree = try layout(Color.red, Traits(device: Device.iPhoneSE3.withStatusBar()))
    #expect(frame("statusbar", tree) == Rect(x: 0, y: 0, width: 375, height: 20))
    #expect(abs((midX(frame("statusbar.time", tree)) ?? 0) - 187.5) <= 0.5)
    #expect(frame("statusbar.cellular", tree)?.x == 6)
    let battery = try #require(frame("statusbar.battery", tree))
    #expect(battery.x + battery.width == 375 - 6)
  }

  @Test func onAnIPadTheTimeLeadsAndTheIconsTrail() throws {
    let tree = try layout(Color.red, Traits(device: Device.iPad10.withStatusBar()))
    #expect(frame("statusbar", tree) == Rect(x: 0, y: 0, width: 820, height: 24))
    #expect(frame("statusbar.time", tree)?.x == 20)
    let battery = try #require(frame("statusbar.battery", tree))
    #expect(battery.x + battery.width == 800)
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func itIsBlackInLightModeAndWhiteInDark(_ scheme: ColorScheme) throws {
    let tree = try layout(Color.red, Traits(device: Device.iPhone15.withStatusBar(), colorScheme: scheme))
    let color = scheme == .dark ? RGBAColor.white : .black
    let time = try #require(DSLTestSupport.find("statusbar.time", in: tree))
    guard case .text(let run)? = time.content else { throw Failure("the time is not text") }
    #expect(run.text == "9:41" && run.color == color)
    for id in ["statusbar.cellular", "statusbar.wifi", "statusbar.battery"] {
      guard case .vector(let drawing)? = DSLTestSupport.find(id, in: tree)?.content else {
        throw Failure("\(id) is not a drawing")
      }
      #expect(drawing.shapes.contains { $0.fill == .color(color) }, "\(id)")
    }
  }

  @Test func itChangesNoOtherFrameAndIsNotReadAloud() throws {
    let view = VStack(spacing: 0) {
      Rectangle().frame(height: 30).id("top")
      Spacer()
    }
    let without = try layout(view, Traits(device: .iPhone15))
    let with = try layout(view, Traits(device: Device.iPhone15.withStatusBar()))
    #expect(frame("top", with) == frame("top", without))
    #expect(frame("top", with)?.y == 59)
    #expect(!with.accessibilityDump().contains("9:41"))
    let dump = with.dump()
    #expect(dump.contains(#"icon="cellular""#) && dump.contains(#"icon="wifi""#) && dump.contains(#"icon="battery""#))
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}
