import Foundation
import KagamiImage
import KagamiLayout
import KagamiRaster
import KagamiRenderer
import KagamiSVG
import KagamiSampleScreens
import Testing

/// Gradients, shadows, masks, blend modes and transforms through the DSL: goldens, dumps, layout
/// that effects leave alone, and the order in which modifiers apply.
@Suite struct ScreenEffectTests {
  static let device = EffectsGoldenScreen.device
  static let orange = KagamiLayout.Color(hex: 0xF26B1D)
  static let violet = KagamiLayout.Color(hex: 0x6A3DE8)

  static var screen: some View { EffectsGoldenScreen() }

  func render(_ scheme: ColorScheme = .light) throws -> Screenshot {
    try ScreenFixtures.renderer().render(
      Self.screen, traits: Traits(device: Self.device, colorScheme: scheme), background: .background)
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func effectsMatchTheirGoldens(_ scheme: ColorScheme) throws {
    try screenGoldens.check(try render(scheme).bitmap, named: "effects.\(scheme.rawValue)")
  }

  @Test func dumpsNameEachEffectOnOneLine() throws {
    let dump = try render().layoutDump
    #expect(dump.contains("fill=rounded(10) linear(0,0→1,1 #f26b1dff@0 #6a3de8ff@1)"))
    #expect(dump.contains("radial(0.5,0.5 r2→22 #ffffffff@0 #f26b1dff@0.5 #00000000@1)"))
    #expect(dump.contains("shadow=#00000059 r4 0,3"))
    #expect(dump.contains("frame 168.5,77.5 30x30 opacity=0.5 shadow=#000000ff r2 2,2"))
    #expect(dump.contains("mask #masked 10,122.5 120x36 masked"))
    #expect(dump.contains("layer 10,122.5 120x36 a11y-hidden"))
    #expect(dump.contains("blend=multiply"))
    #expect(dump.contains("blur=3"))
    // A quarter turn about the centre of a 27 × 23 pt frame.
    #expect(dump.contains("text=\"90°\" font=\"Noto Sans\":17:400 color=#000000ff lines=1 transform=0,1,-1,0,25,-2"))
    #expect(dump.contains("transform=1.5,0,0,1.5,"))
  }

  @Test func effectsChangeDrawingNotLayout() throws {
    let renderer = try ScreenFixtures.renderer()
    let traits = Traits(device: Self.device)
    func frames<V: View>(_ view: V) throws -> Rect? {
      try renderer.render(
        VStack {
          view.id("it")
          Text("below").id("below")
        }, traits: traits
      ).nodeFrames["below"]
    }
    let plain = try frames(Text("Effects"))
    #expect(plain != nil)
    #expect(try frames(Text("Effects").rotationEffect(.degrees(45))) == plain)
    #expect(try frames(Text("Effects").scaleEffect(3)) == plain)
    #expect(try frames(Text("Effects").shadow(radius: 8, y: 6)) == plain)
    #expect(try frames(Text("Effects").blendMode(.screen)) == plain)
    #expect(try frames(Text("Effects").mask { Rectangle() }) == plain)
  }

  @Test func modifiersApplyOutsideIn() throws {
    let renderer = try ScreenFixtures.renderer()
    let traits = Traits(device: Self.device)
    func dump<V: View>(_ view: V) throws -> String { try renderer.render(view, traits: traits).layoutDump }
    // Fade, then shadow: one node (the shadow is of the faded view).
    let fadedFirst = try dump(Rectangle().frame(width: 10, height: 10).opacity(0.5).shadow(radius: 1))
    #expect(!fadedFirst.contains("decoration"))
    // Shadow, then fade: the fade wraps the shadowed view.
    let shadowFirst = try dump(Rectangle().frame(width: 10, height: 10).shadow(radius: 1).opacity(0.5))
    #expect(shadowFirst.contains("decoration"))
    // A background after a rotation is not rotated.
    let rotatedFirst = try dump(Rectangle().frame(width: 10, height: 10).rotationEffect(.degrees(10)).background(.red))
    #expect(rotatedFirst.contains("decoration"))
    // Two rotations combine into one transform.
    let twice = try dump(Text("a").rotationEffect(.degrees(45)).rotationEffect(.degrees(45)))
    #expect(twice.components(separatedBy: "transform=").count == 2)
    #expect(twice.contains("transform=0,1,-1,0,"))
  }

  @Test func aQuarterTurnOfAShapeMovesItsPixelsExactly() throws {
    let renderer = try ScreenFixtures.renderer()
    let traits = Traits(device: Self.device)
    let bar = Rectangle().fill(Self.violet).frame(width: 40, height: 10)
    let turned = try renderer.render(bar.rotationEffect(.degrees(90)).id("bar"), traits: traits)
    let frame = try #require(turned.pixelRect(for: "bar"))
    // 80 × 20 pixels turned about their centre: 20 × 80, same centre, exactly the colour inside.
    let (centerX, centerY) = (frame.x + frame.width / 2, frame.y + frame.height / 2)
    let violet = RGBAColor(hex: 0x6A3DE8)
    #expect(turned.bitmap[centerX - 10, centerY - 40] == violet)
    #expect(turned.bitmap[centerX + 9, centerY + 39] == violet)
    #expect(turned.bitmap[centerX - 11, centerY] == .white || turned.bitmap[centerX - 11, centerY] == .black)
    #expect(turned.bitmap[centerX + 10, centerY] != violet)
    #expect(turned.bitmap[centerX, centerY - 41] != violet)
  }
}

/// The benchmark's effects screen (gradients, shadows, SVG icons, a card grid) as a golden.
@Suite struct EffectsSampleScreenTests {
  static func icons() throws -> [VectorDrawing] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sample/Sources/RecipeComponents/Icons")
    return try ["bowl", "clock", "camera", "bookmark"].map { name in
      let url = folder.appendingPathComponent("\(name).svg")
      return try SVGDocument.parse(Data(contentsOf: url), file: url.path, name: name)
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func theEffectsScreenMatchesItsGolden(_ scheme: ColorScheme) throws {
    let screen = try ScreenFixtures.renderer().render(
      EffectsSampleScreen(icons: try Self.icons(), count: 6), traits: Traits(device: .iPhone15, colorScheme: scheme),
      background: .background)
    #expect(screen.layoutDump.components(separatedBy: "shadow=").count == 8)
    #expect(screen.layoutDump.contains("icon=\"bowl\""))
    try screenGoldens.check(screen.bitmap, named: "effects-screen.\(scheme.rawValue)")
  }
}

/// `flipsForRightToLeftLayoutDirection(_:)`: a right-to-left layout draws the view mirrored, and
/// every other case exactly as without the modifier.
@Suite struct FlipForRightToLeftTests {
  /// A triangle pointing right (a chevron's shape).
  static func arrow(flips: Bool?) -> some View {
    let shape = Path { path in
      path.move(to: Point(x: 0, y: 0))
      path.addLine(to: Point(x: 24, y: 12))
      path.addLine(to: Point(x: 0, y: 24))
      path.closeSubpath()
    }
    .fill(KagamiLayout.Color(hex: 0x1A5FB4))
    .frame(width: 24, height: 24)
    return VStack {
      if let flips {
        shape.flipsForRightToLeftLayoutDirection(flips)
      } else {
        shape
      }
    }
    .padding(8)
    .id("arrow")
  }

  /// The pixels of the arrow's frame (8 points of padding around it) in `direction`.
  static func pixels(_ view: some View, _ direction: LayoutDirection) throws -> [[UInt32]] {
    let screen = try ScreenFixtures.renderer().render(
      view, traits: Traits(device: .iPhoneSE3, layoutDirection: direction))
    let frame = try #require(screen.nodeFrames["arrow"])
    let scale = Double(screen.bitmap.scale)
    let left = Int(frame.x * scale)
    let top = Int(frame.y * scale)
    return (top..<top + Int(frame.height * scale)).map { y in
      (left..<left + Int(frame.width * scale)).map { x in
        let offset = (y * screen.bitmap.width + x) * 4
        return screen.bitmap.pixels[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
      }
    }
  }

  @Test func mirrorsOnlyInARightToLeftLayoutWhenEnabled() throws {
    let plainLeft = try Self.pixels(Self.arrow(flips: nil), .ltr)
    let plainRight = try Self.pixels(Self.arrow(flips: nil), .rtl)
    #expect(plainLeft == plainRight, "a path does not mirror by itself")
    #expect(try Self.pixels(Self.arrow(flips: true), .ltr) == plainLeft, "left to right: unchanged")
    #expect(try Self.pixels(Self.arrow(flips: false), .rtl) == plainRight, "not enabled: unchanged")
    let flipped = try Self.pixels(Self.arrow(flips: true), .rtl)
    #expect(flipped != plainRight)
    #expect(flipped == plainRight.map { Array($0.reversed()) }, "the mirror image, pixel for pixel")
  }
}
